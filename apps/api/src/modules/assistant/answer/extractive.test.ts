import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnswerInput, QuestionContext, RetrievedPassage } from '../assistant-types.ts';
import { extractiveAnswerer, notFoundAnswer } from './extractive.ts';
import { splitSentences } from './extractive-sentences.ts';

function passage(body: string, overrides: Partial<RetrievedPassage> = {}): RetrievedPassage {
  return {
    id: 1,
    kind: 'lesson',
    source_id: 1,
    part: 0,
    course_id: null,
    module_id: null,
    lesson_id: null,
    page: null,
    seconds: null,
    title: 'Aula',
    body,
    text_score: 1,
    score: 1,
    ...overrides,
  };
}

async function answer(question: string, passages: RetrievedPassage[], context: QuestionContext | null = null) {
  const input: AnswerInput = {
    question,
    passages,
    context,
    assistantName: 'Íris',
    producerName: 'Foco Oftalmo',
    signal: new AbortController().signal,
  };
  const deltas: string[] = [];
  for await (const delta of extractiveAnswerer.stream(input)) deltas.push(delta);
  return { text: deltas.join(''), deltas };
}

describe('splitSentences', () => {
  it('does not end a sentence at an abbreviation, a decimal or a dose', () => {
    const text =
      'O Dr. Silva recomenda, p. ex. na crise, 2,5 mg de timolol 0.5% a cada 12 h. A Dra. Souza discorda. Veja a fig. 3 do cap. 2! Isso basta?';
    expect(splitSentences(text)).toEqual([
      'O Dr. Silva recomenda, p. ex. na crise, 2,5 mg de timolol 0.5% a cada 12 h.',
      'A Dra. Souza discorda.',
      'Veja a fig. 3 do cap. 2!',
      'Isso basta?',
    ]);
  });

  it('ends a sentence at a unit or a letter before a capital, and joins lines a page wrapped', () => {
    const text = 'A dose máxima é 3 mg.\nA resposta é a letra C. Depois\nvem a conduta\ncirúrgica.\n\n• Primeiro item';
    expect(splitSentences(text)).toEqual([
      'A dose máxima é 3 mg.',
      'A resposta é a letra C.',
      'Depois vem a conduta cirúrgica.',
      '• Primeiro item',
    ]);
  });
});

describe('extractiveAnswerer', () => {
  const atropine = passage(
    'A bradicardia sintomática pede tratamento imediato. A atropina é a primeira escolha, na dose de 1 mg IV. ' +
      'Pode ser repetida a cada 3 a 5 minutos, até 3 mg. Marca-passo transcutâneo é a opção seguinte.',
  );
  const ephedrine = passage(
    'A efedrina corrige a hipotensão da raquianestesia. Ela também eleva a frequência cardíaca.',
    {
      id: 2,
      source_id: 2,
    },
  );

  it('quotes the sentences that match the question, each with a valid mark, under a lead', async () => {
    const { text } = await answer('Qual a dose de atropina na bradicardia?', [atropine, ephedrine]);
    expect(text.startsWith('Segundo o material de Foco Oftalmo:')).toBe(true);
    expect(text).toContain('A atropina é a primeira escolha, na dose de 1 mg IV [1].');
    expect(text).not.toContain('efedrina');
    const marks = [...text.matchAll(/\[(\d+)\]/g)].map((match) => Number(match[1]));
    expect(marks.length).toBeGreaterThanOrEqual(2);
    expect(marks.length).toBeLessThanOrEqual(5);
    for (const mark of marks) expect(mark === 1 || mark === 2).toBe(true);
  });

  it('keeps the material’s order and cites each sentence’s own passage', async () => {
    const { text } = await answer('atropina e efedrina: qual eleva a frequência cardíaca?', [atropine, ephedrine]);
    expect(text).toContain('Ela também eleva a frequência cardíaca [2].');
    expect(text.indexOf('[1]')).toBeLessThan(text.indexOf('[2]'));
  });

  it('streams in small deltas that add up to the answer', async () => {
    const { text, deltas } = await answer('Qual a dose de atropina?', [atropine]);
    expect(deltas.length).toBeGreaterThan(10);
    for (const delta of deltas) expect(delta.trim().split(/\s+/)).toHaveLength(1);
    expect(deltas.join('')).toBe(text);
  });

  it('prefers the chosen alternative’s explanation on a question, never quoting its alternatives as facts', async () => {
    // A question passage as the indexer writes it: statement, alternatives, the commented answer, each alternative's.
    const question = passage(
      'Paciente com glaucoma agudo por fechamento angular. Qual colírio está contraindicado?\n\n' +
        'A) Pilocarpina B) Timolol C) Atropina D) Brimonidina\n' +
        'Resposta correta: C. A atropina dilata a pupila e agrava o bloqueio pupilar.\n\n' +
        'A) A pilocarpina contrai a pupila e abre o ângulo, por isso é usada na crise. B) O timolol reduz a produção de humor aquoso. ' +
        'C) A atropina é cicloplégica e midriática, fecha ainda mais o ângulo. D) A brimonidina reduz a produção de humor aquoso.',
      { kind: 'question' },
    );
    const context: QuestionContext = {
      kind: 'question',
      id: 1,
      title: 'Questão 1',
      text: 'Questão: Paciente com glaucoma agudo.\nA) Pilocarpina\nB) Timolol\nAlternativa escolhida pelo aluno: A.',
      letter: 'A',
      boost: { kind: 'question', source_id: 1 },
    };
    const { text } = await answer('Por que a A está errada?', [question], context);
    expect(text.startsWith('Sobre a alternativa A, segundo o material de Foco Oftalmo:')).toBe(true);
    expect(text).toContain('A) A pilocarpina contrai a pupila e abre o ângulo, por isso é usada na crise [1].');
    expect(text).not.toContain('A) Pilocarpina B)');
    expect(text).not.toContain('Qual colírio');
  });

  it('quotes statements, not a passage’s headings or questions', async () => {
    const handout = passage(
      'Resumo: pupilas Foco Oftalmo\n\nQual pupila não reage à luz?\n\nPupila de Adie: tônica, reage lentamente à acomodação.',
      { kind: 'handout', page: 2 },
    );
    const { text } = await answer('o que é a pupila de Adie?', [handout]);
    expect(text).toBe('Segundo o material de Foco Oftalmo: Pupila de Adie: tônica, reage lentamente à acomodação [1].');
  });

  it('quotes a passage of questions only whole rather than nothing', async () => {
    const card = passage('Qual o antídoto da intoxicação por anestésico local?', { kind: 'flashcard' });
    const { text } = await answer('antídoto anestésico local', [card]);
    expect(text).toBe('Segundo o material de Foco Oftalmo: Qual o antídoto da intoxicação por anestésico local? [1]');
  });

  it('marks every quoted sentence with a passage that exists', async () => {
    const words = [
      '[7]',
      'atropina',
      'dose',
      'bradicardia',
      'pupila',
      'glaucoma',
      'ângulo',
      'Dr.',
      'p. ex.',
      '2,5 mg.',
      'A)',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 30 }), { minLength: 1, maxLength: 6 }),
        fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 6 }),
        async (bodies, asked) => {
          const passages = bodies.map((body, index) =>
            passage(body.join(' ').replace(/ (\p{Lu})/gu, '. $1'), { id: index + 1, source_id: index + 1 }),
          );
          const { text } = await answer(asked.join(' '), passages);
          for (const match of text.matchAll(/\[(\d+)\]/g)) {
            const n = Number(match[1]);
            expect(n >= 1 && n <= passages.length).toBe(true);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('answers honestly when there is no passage', async () => {
    const { text } = await answer('Qual a capital da França?', []);
    expect(text).toBe(notFoundAnswer('Foco Oftalmo'));
    expect(text.toLowerCase()).toContain('não encontrei isso no material');
  });

  it('stops when the learner leaves', async () => {
    const controller = new AbortController();
    const deltas: string[] = [];
    const input = {
      question: 'atropina',
      passages: [atropine],
      context: null,
      assistantName: 'Íris',
      producerName: 'X',
    };
    for await (const delta of extractiveAnswerer.stream({ ...input, signal: controller.signal })) {
      deltas.push(delta);
      controller.abort();
    }
    expect(deltas).toHaveLength(1);
  });
});
