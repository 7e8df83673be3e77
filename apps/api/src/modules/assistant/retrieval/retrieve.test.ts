import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { createProducer } from '../../courses/course-test-support.ts';
import type { Embedder, QuestionContext } from '../assistant-types.ts';
import { insertPassage, openScope } from './passages-test-support.ts';
import { retrievePassages } from './retrieve.ts';

const atropine =
  'A atropina é o fármaco de primeira linha na bradicardia sintomática: dose de 1 mg IV, repetida a cada 3 a 5 minutos, até 3 mg.';
const ephedrine = 'A efedrina trata a hipotensão após a raquianestesia; a dose usual é de 5 a 10 mg IV em bolus.';
const glaucoma = 'O glaucoma primário de ângulo aberto é uma neuropatia óptica progressiva com escavação do disco.';

describe('retrievePassages', () => {
  const ctx = useTestApp();
  let producerId: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const db = ctx.database.db;
    producerId = (await createProducer(db)).id;
    ids.atropine = await insertPassage(db, producerId, { title: 'Bradiarritmias', body: atropine });
    ids.ephedrine = await insertPassage(db, producerId, { title: 'Raquianestesia', body: ephedrine });
    ids.glaucoma = await insertPassage(db, producerId, { title: 'Glaucoma', body: glaucoma, kind: 'handout', page: 3 });
    // One long lesson in four parts, all about the same words: at most two of them come back.
    for (let part = 0; part < 4; part++)
      await insertPassage(db, producerId, {
        title: 'Monitorização',
        body: `Parte ${part}: a capnografia confirma a intubação traqueal e monitoriza a ventilação.`,
        source_id: 9000,
        part,
      });
  });

  const retrieve = (text: string, extra: { context?: QuestionContext; embedder?: Embedder; k?: number } = {}) =>
    retrievePassages(ctx.database.db, openScope(producerId), { text, context: extra.context ?? null, ...extra });

  it('finds the passage that answers a natural question, without accents and whatever the case', async () => {
    const result = await retrieve('qual a DOSE de atropina na bradicardia sintomatica?');
    expect(result.relevant).toBe(true);
    expect(result.passages[0]?.id).toBe(ids.atropine);
    expect(result.passages[0]).toMatchObject({ kind: 'lesson', title: 'Bradiarritmias', body: atropine });
    expect(result.passages[0]?.text_score).toBeGreaterThan(0);
  });

  it('matches any of the meaningful words, the rarer ones weighing more', async () => {
    // "dose" is in two passages, "efedrina" in one: the efedrina passage leads, the atropine one still comes.
    const result = await retrieve('Quando usar efedrina e em que dose?');
    expect(result.passages.map((passage) => passage.id).slice(0, 2)).toEqual([ids.ephedrine, ids.atropine]);
    expect(result.passages[0]?.score).toBeGreaterThan(result.passages[1]?.score ?? 1);
  });

  it('says a question outside the material is not relevant', async () => {
    expect((await retrieve('Qual a capital da França?')).relevant).toBe(false);
    expect((await retrieve('Como declarar imposto de renda?')).relevant).toBe(false);
    expect((await retrieve('o que é?')).relevant).toBe(false);
  });

  it('never passes the learner’s syntax to the database', async () => {
    const result = await retrieve("atropina & !(x) | 'y':* <-> ː ½");
    expect(result.passages[0]?.id).toBe(ids.atropine);
  });

  it('returns at most k passages and at most two of one source', async () => {
    const all = await retrieve('capnografia intubação traqueal ventilação');
    expect(all.passages.filter((passage) => passage.source_id === 9000)).toHaveLength(2);
    const one = await retrieve('capnografia atropina efedrina glaucoma', { k: 1 });
    expect(one.passages).toHaveLength(1);
  });

  it('puts the context’s source first, even for a question in few words', async () => {
    const context: QuestionContext = {
      kind: 'lesson',
      id: 1,
      title: 'Glaucoma',
      text: 'Aula "Glaucoma".',
      boost: { kind: 'handout', source_id: (await sourceIdOf(ids.glaucoma)) ?? 0 },
    };
    const about = await retrieve('qual a dose de atropina?', { context });
    expect(about.passages.map((passage) => passage.id)).toEqual(expect.arrayContaining([ids.glaucoma, ids.atropine]));
    expect(about.passages[0]?.id).toBe(ids.glaucoma);
    const deictic = await retrieve('Pode explicar melhor?', { context });
    expect(deictic).toMatchObject({ relevant: true, passages: [{ id: ids.glaucoma, text_score: 0 }] });
    // The questions the app sends from a source ("Pergunte à …") name it, not its subject.
    for (const question of [
      'Por que a alternativa C está errada?',
      'Quais foram os pontos-chave deste caso?',
      'Explique este cartão.',
    ])
      expect((await retrieve(question, { context })).relevant, question).toBe(true);
    expect((await retrieve('Qual a capital da França?', { context })).relevant).toBe(false);
    expect((await retrieve('E a dose de ibuprofeno?', { context })).relevant).toBe(false);
  });

  async function sourceIdOf(id: number | undefined) {
    const result = await retrieve('glaucoma neuropatia óptica');
    return result.passages.find((passage) => passage.id === id)?.source_id;
  }
});

describe('retrievePassages with vectors', () => {
  const ctx = useTestApp();
  let producerId: string;
  const ids: Record<string, number> = {};
  // Two directions: "pressure of the eye" and anything else; the query lands on the first.
  const embedder: Embedder = {
    model: 'fake-model',
    embed: async (texts) => texts.map((text) => (/olho/i.test(text) ? [1, 0] : [0, 1])),
  };

  beforeAll(async () => {
    const db = ctx.database.db;
    producerId = (await createProducer(db)).id;
    const near = { embedding: [0.9, 0.1], embedding_model: 'fake-model' };
    ids.words = await insertPassage(db, producerId, {
      title: 'Tonometria',
      body: 'A pressão do olho se mede com o tonômetro.',
      embedding: [0, 1],
      embedding_model: 'fake-model',
    });
    ids.meaning = await insertPassage(db, producerId, {
      title: 'Glaucoma',
      body: 'Hipertensão ocular: PIO acima de 21 mmHg.',
      ...near,
    });
    ids.otherModel = await insertPassage(db, producerId, {
      title: 'PIO',
      body: 'Valores de referência da PIO.',
      embedding: [1, 0],
      embedding_model: 'other-model',
    });
  });

  it('adds the passages near in meaning, merged with the full-text ones', async () => {
    const scope = openScope(producerId);
    const text = 'qual a pressão normal do olho?';
    const plain = await retrievePassages(ctx.database.db, scope, { text, context: null });
    expect(plain.passages.map((passage) => passage.id)).not.toContain(ids.meaning);
    const merged = await retrievePassages(ctx.database.db, scope, { text, context: null, embedder });
    const found = merged.passages.map((passage) => passage.id);
    expect(found).toEqual(expect.arrayContaining([ids.words, ids.meaning]));
    expect(merged.passages.find((passage) => passage.id === ids.meaning)?.text_score).toBe(0);
    // A vector of another model is never compared with this one's.
    expect(found).not.toContain(ids.otherModel);
  });

  it('goes on with full text alone when the embedding server fails', async () => {
    const failing: Embedder = { model: 'fake-model', embed: async () => Promise.reject(new Error('HTTP 500')) };
    const scope = openScope(producerId);
    const text = 'qual a pressão normal do olho?';
    const result = await retrievePassages(ctx.database.db, scope, { text, context: null, embedder: failing });
    expect(result.passages.map((passage) => passage.id)).toEqual([ids.words]);
  });
});
