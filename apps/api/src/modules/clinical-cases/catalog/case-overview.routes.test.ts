import { caseOverviewSchema, type CaseOverview } from '@members/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { answerPayload, categoryId } from '../../questions/question-test-support.ts';
import type { LearnerClient } from '../../courses/course-test-support.ts';
import { catalogFixture, type CatalogFixture } from './catalog-fixture-test-support.ts';

describe('GET /api/clinical-cases/overview', () => {
  const ctx = useTestApp();
  let f: CatalogFixture;
  const caseId = (i: number) => f.cases[i]?.id as number;

  beforeAll(async () => {
    f = await catalogFixture(ctx);
  });

  const overview = async (client: LearnerClient) => {
    const res = await client.get('/api/clinical-cases/overview');
    expect(res.statusCode).toBe(200);
    return caseOverviewSchema.parse(res.json()) as CaseOverview;
  };

  it('shows the case in progress, the finished one with its score, and the totals', async () => {
    const page = await overview(f.ana);
    expect(page.in_progress.map((item) => [item.id, item.learner.stage_reached])).toEqual([[caseId(1), 2]]);
    expect(page.finished.map((item) => [item.id, item.learner.best_score_pct])).toEqual([[caseId(0), 85]]);
    expect(page.totals).toEqual({ published: 4, in_progress: 1, finished: 1 });
  });

  it('with no question answered, suggests the newest cases never started, without a reason', async () => {
    const page = await overview(f.ana);
    expect(page.suggested.map((item) => [item.id, item.reason])).toEqual([
      [caseId(3), null],
      [caseId(2), null],
    ]);
    expect((await overview(f.bruno)).suggested.map((item) => item.id)).toEqual([
      caseId(3),
      caseId(2),
      caseId(1),
      caseId(0),
    ]);
  });

  it('suggests first the cases of the grande área where the learner’s accuracy is lowest', async () => {
    // The sample bank: question 2 is Nefrologia (right: C), question 3 Cirurgia (right: D), 0 Cardiologia (right: A).
    const answers: [number, string][] = [
      [0, 'A'],
      [2, 'A'],
      [3, 'D'],
    ];
    for (const [index, letter] of answers) {
      const res = await f.bruno.post(`/api/questions/${f.bank.questionIds[index]}/answers`, answerPayload(letter));
      expect(res.statusCode).toBe(201);
    }
    const clinica = { id: categoryId(f.bank, '7:Clínica Médica'), desc: 'Clínica Médica' };
    const cirurgia = { id: categoryId(f.bank, '7:Cirurgia'), desc: 'Cirurgia' };
    const page = await overview(f.bruno);
    expect(page.suggested.map((item) => [item.id, item.reason])).toEqual([
      [caseId(2), { subject: clinica, accuracy_pct: 50 }],
      [caseId(1), { subject: clinica, accuracy_pct: 50 }],
      [caseId(0), { subject: clinica, accuracy_pct: 50 }],
      [caseId(3), { subject: cirurgia, accuracy_pct: 100 }],
    ]);
    expect(page.totals).toEqual({ published: 4, in_progress: 0, finished: 0 });
  });

  it('answers 401 logged out', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/clinical-cases/overview' })).statusCode).toBe(401);
  });
});
