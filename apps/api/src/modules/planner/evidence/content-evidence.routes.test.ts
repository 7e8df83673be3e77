import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { writeSampleCase } from '../../clinical-cases/case-test-support.ts';
import { okState, playSampleCase, runClient, startedRun } from '../../clinical-cases/run/run-test-support.ts';
import type { WrittenCase } from '../../clinical-cases/case-writer.ts';
import { createLearner, createProducer, type TestLearner } from '../../courses/course-test-support.ts';
import { studyDayKey, studyDayStart } from '../../flashcards/study-day.ts';
import { createSampleBank } from '../../questions/question-test-support.ts';
import { answerBody, createSimulado, simuladoClient } from '../../simulados/simulado-test-support.ts';
import { activitiesOf, insertPlan } from './evidence-test-support.ts';
import { syncActivityEvidence } from './sync-activity-evidence.ts';

describe('activity evidence: clinical cases and simulados', () => {
  const ctx = useTestApp();
  let ana: TestLearner;
  let bruno: TestLearner;
  let sample: WrittenCase;
  let simuladoId: number;
  let otherSimuladoId: number;
  let questionId: number;
  const learnerOf = (learner: TestLearner) => ({ producerId: learner.user.producer_id, userId: learner.user.id });
  const inDays = (days: number) => studyDayKey(studyDayStart(new Date(), days));

  async function finishCase(learner: TestLearner): Promise<void> {
    const client = runClient(ctx, learner);
    const { attempt_id: attemptId } = await startedRun(client, sample.id);
    await playSampleCase(client, sample, attemptId);
    await okState(client.finish(attemptId));
  }

  async function handIn(learner: TestLearner, id: number): Promise<void> {
    const client = simuladoClient(ctx, learner);
    expect((await client.start(id)).statusCode).toBe(201);
    expect((await client.save(id, questionId, answerBody('A'))).statusCode).toBe(200);
    expect((await client.submit(id)).statusCode).toBe(200);
  }

  beforeAll(async () => {
    const db = ctx.database.db;
    const producer = await createProducer(db);
    sample = await writeSampleCase(db, producer.id);
    const { questionIds } = await createSampleBank(db, producer.id, 4);
    questionId = questionIds[0] ?? 0;
    simuladoId = await createSimulado(db, producer.id, questionIds);
    otherSimuladoId = await createSimulado(db, producer.id, questionIds, { title: 'Outro simulado' });
    ana = await createLearner(db, producer.id, 'Ana');
    bruno = await createLearner(db, producer.id, 'Bruno');
  });

  it('ticks a finished case and a handed-in simulado, also ahead of their day; not an unstarted one', async () => {
    const db = ctx.database.db;
    const planId = await insertPlan(db, ana, [
      { date: inDays(3), kind: 'case', target: { type: 'case', case_id: sample.id } },
      { date: inDays(0), kind: 'simulado', target: { type: 'simulado', simulado_id: simuladoId } },
      { date: inDays(1), kind: 'simulado', target: { type: 'simulado', simulado_id: otherSimuladoId } },
    ]);
    const before = new Date();
    await finishCase(ana);
    await handIn(ana, simuladoId);

    await syncActivityEvidence(db, learnerOf(ana), planId, new Date());

    const activities = await activitiesOf(db, planId);
    expect(activities.map((activity) => [activity.status, activity.done_by])).toEqual([
      ['done', 'auto'],
      ['done', 'auto'],
      ['pending', null],
    ]);
    for (const activity of activities.slice(0, 2)) {
      expect(activity.done_at?.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    }
  });

  it("another learner's case and simulado never tick this learner's plan", async () => {
    const db = ctx.database.db;
    const carla = await createLearner(db, ana.user.producer_id, 'Carla');
    const planId = await insertPlan(db, carla, [
      { date: inDays(0), kind: 'case', target: { type: 'case', case_id: sample.id } },
      { date: inDays(0), kind: 'simulado', target: { type: 'simulado', simulado_id: otherSimuladoId } },
    ]);
    await finishCase(bruno);
    await handIn(bruno, otherSimuladoId);

    await syncActivityEvidence(db, learnerOf(carla), planId, new Date());

    expect((await activitiesOf(db, planId)).map((activity) => activity.status)).toEqual(['pending', 'pending']);
  });

  it('never counts a case finished before the plan was made', async () => {
    const db = ctx.database.db;
    const planId = await insertPlan(
      db,
      bruno,
      [{ date: inDays(0), kind: 'case', target: { type: 'case', case_id: sample.id } }],
      { createdAt: new Date(Date.now() + 60_000) },
    );
    await syncActivityEvidence(db, learnerOf(bruno), planId, new Date());
    expect((await activitiesOf(db, planId)).map((activity) => activity.status)).toEqual(['pending']);
  });
});
