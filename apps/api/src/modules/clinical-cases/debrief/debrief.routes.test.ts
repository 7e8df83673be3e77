import { debriefSchema, type Debrief } from '@members/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { memoryItems } from '../../../db/schema/index.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { courseInput, createLearner, createProducer, learnerClient } from '../../courses/course-test-support.ts';
import type { LearnerClient } from '../../courses/course-test-support.ts';
import { writeCourse } from '../../courses/course-writer.ts';
import { createSampleBank } from '../../questions/question-test-support.ts';
import { sampleStages, writeSampleCase } from '../case-test-support.ts';
import type { WrittenCase } from '../case-writer.ts';
import { setPeerCounters, writeSampleAttempt } from '../catalog/case-read-test-support.ts';

describe('GET /api/clinical-cases/:id/debrief', () => {
  const ctx = useTestApp();
  let written: WrittenCase;
  let foreign: WrittenCase;
  let ana: LearnerClient;
  let bruno: LearnerClient;
  let first: { id: number; score: number };
  let latest: { id: number; score: number };
  let brunoOpen: number;
  let lessonId: number;
  let questionId: number;
  const option = (stage: number, index: number) => written.stages[stage]?.optionIds[index] as number;

  beforeAll(async () => {
    const db = ctx.database.db;
    const producerId = (await createProducer(db)).id;
    const course = await writeCourse(db, producerId, courseInput());
    lessonId = course.modules[0]?.lessons[0]?.id as number;
    const bank = await createSampleBank(db, producerId, 2);
    questionId = bank.questionIds[0] as number;
    const foreignBank = await createSampleBank(db, (await createProducer(db, 'Outro')).id, 1);
    // The exam's essential step (ausculta) is taught by the course's first lesson.
    const stages = sampleStages.map((stage, index) =>
      index !== 1
        ? stage
        : { ...stage, options: stage.options.map((item, i) => (i === 0 ? { ...item, lessonId } : item)) },
    );
    written = await writeSampleCase(db, producerId, {
      stages,
      lessonIds: [lessonId, 2_000_000_000],
      questionIds: [questionId, foreignBank.questionIds[0] as number],
    });
    foreign = await writeSampleCase(db, (await createProducer(db, 'Terceiro')).id);
    const anaLearner = await createLearner(db, producerId, 'Ana');
    const brunoLearner = await createLearner(db, producerId, 'Bruno');
    ana = learnerClient(ctx, anaLearner);
    bruno = learnerClient(ctx, brunoLearner);
    const base = { producerId, userId: anaLearner.user.id, written, finished: true };
    first = await writeSampleAttempt(db, {
      ...base,
      picks: [[[0]], [[0]], [[0]], [[0, 'main']], [[0], [1]], [[0]]],
      countsForPeers: true,
      at: new Date(Date.now() - 86_400_000),
    });
    // The practice attempt: the exam's unnecessary pick, a harmful test, a wrong main hypothesis, nifedipino.
    latest = await writeSampleAttempt(db, {
      ...base,
      picks: [
        [[0]],
        [[1]],
        [[0], [2]],
        [
          [1, 'main'],
          [0, 'differential'],
        ],
        [[0], [2]],
        [[1]],
      ],
    });
    brunoOpen = (await writeSampleAttempt(db, { producerId, userId: brunoLearner.user.id, written, picks: [[[0]]] }))
      .id;
    // Ten peers: 4 asked the pain's character (essential), 7 chose IAM as main, 2 kept it as a differential.
    await setPeerCounters(
      db,
      written.id,
      10,
      700,
      new Map([
        [option(0, 0), { chosen: 4 }],
        [option(3, 0), { chosen: 7, differential: 2 }],
      ]),
    );
    await db.insert(memoryItems).values([
      { producer_id: producerId, user_id: anaLearner.user.id, case_option_id: option(1, 0), due: new Date() },
      { producer_id: producerId, user_id: brunoLearner.user.id, case_option_id: option(4, 1), due: new Date() },
    ]);
  });

  const debrief = async (client: LearnerClient, query = '') => {
    const res = await client.get(`/api/clinical-cases/${written.id}/debrief${query}`);
    expect(res.statusCode).toBe(200);
    return debriefSchema.parse(res.json()) as Debrief;
  };

  it('debriefs the latest finished attempt: every stage whole, the score and the tests’ bill', async () => {
    const body = await debrief(ana);
    expect(body.attempt).toMatchObject({ id: latest.id, score: latest.score, max_score: 106, counts_for_peers: false });
    expect(body.attempt).toMatchObject({ tests_cost_cents: 3500 + 90000, tests_minutes: 240 });
    expect(body.stages).toHaveLength(6);
    expect(body.stages.every((stage) => stage.committed && stage.discussion !== null)).toBe(true);
    // Findings of what was not asked are revealed too.
    expect(body.stages[0]?.options.map((item) => item.finding)).toEqual(
      sampleStages[0]?.options.map((item) => (item as { finding?: string }).finding),
    );
    expect(body.stages[4]?.options.map((item) => item.points)).toEqual([10, 15, -15]);
    expect(body.stages[3]?.picks.map((pick) => [pick.option_id, pick.role])).toEqual([
      [option(3, 1), 'main'],
      [option(3, 0), 'differential'],
    ]);
    expect(body.case.learner.best_score_pct).toBe(85);
    expect(body.expert_reasoning).toBe('<p>Reperfundir rápido.</p>');
  });

  it('flags the missed essentials and the harmful or unnecessary choices, with the lesson', async () => {
    const body = await debrief(ana);
    expect(body.missed_essentials.map((item) => [item.label, item.rating])).toEqual([
      ['Ausculta cardíaca', 'essential'],
      ['Infarto agudo do miocárdio com supra de ST', 'essential'],
      ['Angioplastia primária', 'essential'],
      ['Até 90 minutos', 'essential'],
    ]);
    expect(body.missed_essentials[0]?.lesson).toEqual({
      id: lessonId,
      title: 'Aula 1',
      link: expect.stringMatching(/^\/courses\/[\w-]+\/module\/\d+$/),
    });
    expect(body.questionable_choices.map((item) => [item.label, item.rating, item.cost_cents])).toEqual([
      ['Fundo de olho', 'unnecessary', null],
      ['Cintilografia miocárdica', 'harmful', 90000],
      ['Nifedipino sublingual', 'harmful', null],
      ['Até 180 minutos', 'unnecessary', null],
    ]);
  });

  it('shows each option’s share of the peers', async () => {
    const body = await debrief(ana);
    expect(body.stages.every((stage) => stage.peer_count === 10)).toBe(true);
    expect(body.stages[0]?.peers).toEqual([
      { option_id: option(0, 0), chosen_pct: 40, differential_pct: null },
      { option_id: option(0, 1), chosen_pct: 0, differential_pct: null },
      { option_id: option(0, 2), chosen_pct: 0, differential_pct: null },
    ]);
    expect(body.stages[3]?.peers[0]).toEqual({ option_id: option(3, 0), chosen_pct: 70, differential_pct: 20 });
    expect(body.case.peers).toEqual({ finished: 10, average_score_pct: 70 });
  });

  it('links the related lessons and questions that still exist in the producer, and counts the memory items', async () => {
    const body = await debrief(ana);
    expect(body.related_lessons.map((item) => item.id)).toEqual([lessonId]);
    expect(body.related_questions).toEqual([
      { id: questionId, statement_excerpt: 'Questão de teste número 1: qual é a alternativa correta?' },
    ]);
    expect(body.references).toEqual(['Diretriz da SBC sobre IAM com supra de ST, 2015']);
    expect(body.memory_items).toBe(1);
  });

  it('debriefs the attempt named, when it is the learner’s and finished', async () => {
    const body = await debrief(ana, `?attempt=${first.id}`);
    expect(body.attempt).toMatchObject({ id: first.id, score: 90, counts_for_peers: true });
    expect(body.missed_essentials).toEqual([]);
    expect(body.questionable_choices).toEqual([]);
  });

  it('refuses: no finished attempt, another learner’s attempt, an open one, a foreign case, logged out', async () => {
    const refused = async (client: LearnerClient, url: string, status: number, code: string) => {
      const res = await client.get(url);
      expect(res.statusCode, url).toBe(status);
      expect(res.json()).toMatchObject({ error: { code } });
    };
    const url = `/api/clinical-cases/${written.id}/debrief`;
    await refused(bruno, url, 404, 'clinical_cases.no_finished_attempt');
    await refused(bruno, `${url}?attempt=${first.id}`, 404, 'clinical_cases.attempt_not_found');
    await refused(bruno, `${url}?attempt=${brunoOpen}`, 404, 'clinical_cases.no_finished_attempt');
    await refused(ana, `/api/clinical-cases/${foreign.id}/debrief`, 404, 'clinical_cases.not_found');
    await refused(ana, `${url}?attempt=x`, 422, 'common.validation_failed');
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
