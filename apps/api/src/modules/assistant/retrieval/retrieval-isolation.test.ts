import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { createProducer } from '../../courses/course-test-support.ts';
import type { PassageScope } from '../assistant-types.ts';
import { insertPassage, openScope } from './passages-test-support.ts';
import { retrievePassages } from './retrieve.ts';

/** Issue 18: a learner of producer A never gets a passage of producer B, nor one they may not open. */
describe('retrievePassages: what the learner may read', () => {
  const ctx = useTestApp();
  let producerA: string;
  let producerB: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const db = ctx.database.db;
    producerA = (await createProducer(db, 'Produtor A')).id;
    producerB = (await createProducer(db, 'Produtor B')).id;
    await insertPassage(db, producerA, { title: 'Anestesia geral', body: 'O propofol induz a anestesia geral.' });
    // Only B's material holds this word; B's passage is open to everyone (no product codes, no area).
    ids.other = await insertPassage(db, producerB, {
      title: 'Xantelasma',
      body: 'O xantelasma palpebral associa-se à dislipidemia.',
      embedding: [1, 0],
      embedding_model: 'fake-model',
    });
    ids.paid = await insertPassage(db, producerA, {
      title: 'Curso avançado',
      body: 'A escleromalácia perfurante acompanha a artrite reumatoide.',
      product_codes: ['AVANCADO'],
    });
    ids.question = await insertPassage(db, producerA, {
      kind: 'question',
      title: 'Questão 1',
      body: 'A escleromalácia perfurante é uma esclerite necrosante sem inflamação.',
      area: 'questions',
    });
    ids.open = await insertPassage(db, producerA, {
      title: 'Aula aberta',
      body: 'A esclerite difere da episclerite pela dor intensa.',
      embedding: [0.9, 0.1],
      embedding_model: 'fake-model',
    });
  });

  const search = (scope: PassageScope, text: string) =>
    retrievePassages(ctx.database.db, scope, {
      text,
      context: null,
      embedder: { model: 'fake-model', embed: async (texts) => texts.map(() => [1, 0]) },
    });

  it('never returns another producer’s passage, even for a word only its material has', async () => {
    const fromA = await search(openScope(producerA, ['AVANCADO']), 'o que é xantelasma palpebral?');
    expect(fromA.relevant).toBe(false);
    expect(fromA.passages.map((passage) => passage.id)).not.toContain(ids.other);
    const fromB = await search(openScope(producerB), 'o que é xantelasma palpebral?');
    expect(fromB).toMatchObject({ relevant: true, passages: [{ id: ids.other }] });
  });

  it('never returns a passage of products the learner lacks, nor of an area not open to them', async () => {
    const locked: PassageScope = { producerId: producerA, openProductCodes: ['OUTRO'], openAreas: ['flashcards'] };
    const result = await search(locked, 'escleromalácia perfurante');
    const found = result.passages.map((passage) => passage.id);
    expect(found).not.toContain(ids.paid);
    expect(found).not.toContain(ids.question);
    const opened = await search(openScope(producerA, ['AVANCADO']), 'escleromalácia perfurante');
    expect(opened.passages.map((passage) => passage.id)).toEqual(expect.arrayContaining([ids.paid, ids.question]));
  });
});
