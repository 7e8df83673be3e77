import type { SimuladoResult } from '@members/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { questions, simulados } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/test-app.ts';
import { forgetOpenSimuladoQuestions } from '../questions/open-simulado-questions.ts';
import { createLearner, createProducer, createSampleBank } from '../questions/question-test-support.ts';
import { answerBody, createSimulado, simuladoClient, type SimuladoClient } from './simulado-test-support.ts';

type Letter = 'A' | 'B' | 'C' | 'D' | 'E';

describe('simulados: the result against the other takers', () => {
  const ctx = useTestApp();
  let simuladoId: number;
  let questionIds: number[];
  const results = new Map<string, SimuladoResult>();
  const clients = new Map<string, SimuladoClient>();
  let stranger: SimuladoClient;
  const resultOf = async (name: string) => {
    const client = clients.get(name);
    if (!client) throw new Error(`no learner ${name}`);
    return client.result(simuladoId);
  };

  async function sit(name: string, producerId: string, answers: (Letter | null)[], submit = true): Promise<void> {
    const client = simuladoClient(ctx, await createLearner(ctx.database.db, producerId, name));
    expect((await client.start(simuladoId)).statusCode).toBe(201);
    for (const [index, letter] of answers.entries()) {
      if (letter)
        expect((await client.save(simuladoId, questionIds[index] as number, answerBody(letter))).statusCode).toBe(200);
    }
    if (submit) results.set(name, (await client.submit(simuladoId)).json() as SimuladoResult);
    clients.set(name, client);
  }

  beforeAll(async () => {
    const db = ctx.database.db;
    const producer = await createProducer(db);
    // Correct letters A, B, C, D, A; question 2 (Nefrologia) is annulled; question 3 is Cirurgia, the others Clínica Médica.
    questionIds = (await createSampleBank(db, producer.id, 5)).questionIds;
    await db
      .update(questions)
      .set({ status: 'annulled' })
      .where(eq(questions.id, questionIds[2] as number));
    simuladoId = await createSimulado(db, producer.id, questionIds);
    await sit('Ana', producer.id, ['A', 'B', 'A', 'D', 'B']); // 4 of 5: 80 %
    await sit('Bruno', producer.id, ['A', 'C', null, 'D', 'A']); // 4 of 5: 80 %
    await sit('Carla', producer.id, ['B', 'B', null, 'A', null]); // 2 of 5: 40 %
    await sit('Davi', producer.id, []); // the annulled one only: 20 %
    await sit('Eva', producer.id, ['E', 'A', 'A', 'A', 'A'], false); // in progress: not a taker
    stranger = simuladoClient(ctx, await createLearner(db, (await createProducer(db, 'Outro')).id));
    // The window closes: the answer key is released (simulado-answer-key.routes.test.ts holds it back before).
    await db
      .update(simulados)
      .set({ closes_at: new Date(Date.now() - 1000) })
      .where(eq(simulados.id, simuladoId));
    forgetOpenSimuladoQuestions(db, producer.id);
  });

  it('scores the attempt and ranks it among the takers', async () => {
    expect(results.get('Ana')).toMatchObject({
      score: 80,
      correct: 4,
      answered: 5,
      total: 5,
      submitted_automatically: false,
    });
    const ana = (await resultOf('Ana')).json() as SimuladoResult;
    expect(ana).toMatchObject({
      takers: 4,
      position: 1,
      percentile: 83.3,
      distribution: [0, 0, 1, 0, 1, 0, 0, 0, 2, 0],
    });
    expect(ana.time_used_seconds).toBeGreaterThanOrEqual(0);
    expect(ana.time_used_seconds).toBeLessThan(60);
    const others = await Promise.all(
      ['Bruno', 'Carla', 'Davi'].map(async (name) => (await resultOf(name)).json() as SimuladoResult),
    );
    expect(others.map((r) => [r.score, r.correct, r.answered, r.position, r.percentile])).toEqual([
      [80, 4, 4, 1, 83.3],
      [40, 2, 3, 3, 33.3],
      [20, 1, 0, 4, 0],
    ]);
  });

  it('gives every question with the choice, the correct letter, the explanations and the takers’ shares', async () => {
    const ana = (await resultOf('Ana')).json() as SimuladoResult;
    const [first, second, annulled, , last] = ana.questions;
    expect(first).toMatchObject({
      position: 1,
      chosen: 'A',
      marked: false,
      correct_alternative: 'A',
      correct: true,
      annulled: false,
      explanation: 'Comentário geral da questão 1.',
    });
    expect(first?.question.id).toBe(questionIds[0]);
    expect(first?.alternatives).toEqual([
      { letter: 'A', explanation: 'Comentário da alternativa A.', share: 0.5 },
      { letter: 'B', explanation: 'Comentário da alternativa B.', share: 0.25 },
      { letter: 'C', explanation: 'Comentário da alternativa C.', share: 0 },
      { letter: 'D', explanation: 'Comentário da alternativa D.', share: 0 },
      { letter: 'E', explanation: 'Comentário da alternativa E.', share: 0 },
    ]);
    expect(second?.subjects.map((s) => s.desc)).toEqual([
      'Clínica Médica',
      'Cardiologia',
      'Arritmias',
      'Fibrilação atrial',
    ]);
    expect(second?.alternatives.map((a) => a.share)).toEqual([0, 0.5, 0.25, 0]);
    expect(annulled).toMatchObject({ chosen: 'A', correct_alternative: null, correct: true, annulled: true });
    expect(annulled?.alternatives.map((a) => a.share)).toEqual([0.25, 0, 0, 0]);
    expect(last).toMatchObject({ position: 5, chosen: 'B', correct_alternative: 'A', correct: false });
    const davi = (await resultOf('Davi')).json() as SimuladoResult;
    expect(davi.questions.map((q) => [q.chosen, q.correct])).toEqual([
      [null, false],
      [null, false],
      [null, true],
      [null, false],
      [null, false],
    ]);
  });

  it('breaks the score down by grande área', async () => {
    expect(((await resultOf('Ana')).json() as SimuladoResult).by_subject).toMatchObject([
      { desc: 'Clínica Médica', correct: 3, total: 4 },
      { desc: 'Cirurgia', correct: 1, total: 1 },
    ]);
    expect(
      ((await resultOf('Carla')).json() as SimuladoResult).by_subject.map((s) => [s.desc, s.correct, s.total]),
    ).toEqual([
      ['Clínica Médica', 2, 4],
      ['Cirurgia', 0, 1],
    ]);
  });

  it('shows no result before submission and none to another producer’s learner', async () => {
    const eva = await resultOf('Eva');
    expect(eva.statusCode).toBe(409);
    expect(eva.json().error.code).toBe('simulados.result_unavailable');
    const foreign = await stranger.result(simuladoId);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('common.not_found');
  });
});
