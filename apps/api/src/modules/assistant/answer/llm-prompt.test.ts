import { describe, expect, it } from 'vitest';
import type { QuestionContext, RetrievedPassage } from '../assistant-types.ts';
import { llmPrompt, llmPromptMaxChars, type LlmPromptInput } from './llm-prompt.ts';

function passage(overrides: Partial<RetrievedPassage>): RetrievedPassage {
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
    title: 'Sepse',
    body: 'O lactato acima de 2 mmol/L indica hipoperfusão.',
    text_score: 1,
    score: 1,
    ...overrides,
  };
}

const context: QuestionContext = {
  kind: 'question',
  id: 123,
  title: 'Questão 123',
  text: 'Paciente com choque séptico. Alternativa escolhida: C) noradrenalina tardia.',
  boost: { kind: 'question', source_id: 123 },
};

const input = (overrides: Partial<LlmPromptInput> = {}): LlmPromptInput => ({
  question: 'Qual o alvo de lactato na sepse?',
  passages: [
    passage({}),
    passage({ id: 2, kind: 'handout', title: 'Apostila de Infectologia', page: 12, body: 'Reavaliar em 6 horas.' }),
    passage({ id: 3, title: 'Sepse (vídeo)', seconds: 754, body: 'Noradrenalina é a primeira escolha.' }),
  ],
  context: null,
  assistantName: 'Íris',
  producerName: 'Medicina Sem Mistério',
  ...overrides,
});

describe('llmPrompt', () => {
  it('tells the model who it is: only the numbered passages, each claim cited, or that it does not know', () => {
    const [system] = llmPrompt(input());
    expect(system?.role).toBe('system');
    expect(system?.content).toContain('Você é Íris, assistente de estudo de Medicina Sem Mistério.');
    expect(system?.content).toMatch(/SOMENTE com base nos trechos numerados/);
    expect(system?.content).toMatch(/português/);
    expect(system?.content).toMatch(/entre colchetes.*\[1\]/);
    expect(system?.content).toMatch(/Nunca invente referências/);
    expect(system?.content).toMatch(/Não encontrei isso no material/);
    expect(system?.content).toMatch(/não a decisões clínicas/);
  });

  it('numbers the passages with where they come from, then gives the question', () => {
    const [, user] = llmPrompt(input());
    expect(user?.role).toBe('user');
    expect(user?.content).toBe(
      [
        'Trechos do material:',
        [
          '[1] (Aula: Sepse) O lactato acima de 2 mmol/L indica hipoperfusão.',
          '[2] (Apostila: Apostila de Infectologia, p. 12) Reavaliar em 6 horas.',
          '[3] (Aula: Sepse (vídeo), 12:34) Noradrenalina é a primeira escolha.',
        ].join('\n'),
        'Pergunta: Qual o alvo de lactato na sepse?',
      ].join('\n\n'),
    );
  });

  it('gives the question’s context before the question', () => {
    const [, user] = llmPrompt(input({ context }));
    expect(user?.content).toMatch(
      /\[3\][^\n]*\n\nContexto da pergunta \(Questão 123\):\nPaciente com choque séptico\. Alternativa escolhida: C\) noradrenalina tardia\.\n\nPergunta: /,
    );
  });

  it('says when no passage was found', () => {
    const [, user] = llmPrompt(input({ passages: [] }));
    expect(user?.content).toContain('Nenhum trecho do material foi encontrado.');
  });

  it('stays under the size limit with long passages, sharing the room among them', () => {
    const long = 'palavra '.repeat(3_000);
    const passages = [passage({ body: long }), passage({ id: 2, body: 'Curto.' }), passage({ id: 3, body: long })];
    const messages = llmPrompt(input({ passages, context: { ...context, text: long } }));
    const size = messages.reduce((sum, message) => sum + message.content.length, 0);
    expect(size).toBeLessThanOrEqual(llmPromptMaxChars);
    expect(size).toBeGreaterThan(llmPromptMaxChars * 0.9);
    const user = messages[1]?.content ?? '';
    expect(user).toContain('[2] (Aula: Sepse) Curto.');
    const lengthOf = (n: number) => new RegExp(String.raw`\[${n}\] [^\n]*`).exec(user)?.[0].length ?? 0;
    expect(Math.abs(lengthOf(1) - lengthOf(3))).toBeLessThan(10);
    expect(user).toMatch(/\[1\] \(Aula: Sepse\) (palavra )+palavra…\n/);
  });
});
