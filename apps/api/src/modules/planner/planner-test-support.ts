import type { LightMyRequestResponse } from 'fastify';
import type { PlanDay, PlanSummary } from '@members/contract';
import { expect } from 'vitest';
import { now } from '../../clock/clock.ts';
import type { TestApp } from '../../test/test-app.ts';
import { courseInput, grantAccess, lessonInput } from '../courses/course-test-support.ts';
import { writeCourse } from '../courses/course-writer.ts';
import { studyDayKey, studyDayStart } from '../flashcards/study-day.ts';
import {
  categoryId,
  createLearner,
  createProducer,
  createSampleBank,
  type TestLearner,
} from '../questions/question-test-support.ts';

/** Helpers of the planner's route tests (not a test file): a producer with content, learners, a planner client. */

export interface PlannerFixture {
  producerId: string;
  learner: TestLearner;
  /** USP-SP, an institution category of the sample bank. */
  institutionId: number;
  courseId: string;
}

/**
 * A fresh producer with 60 sample questions (Clínica Médica 45, Cirurgia 15) and a course of two 10-minute lessons
 * the learner can open.
 */
export async function plannerFixture(ctx: TestApp): Promise<PlannerFixture> {
  const db = ctx.database.db;
  const producer = await createProducer(db);
  const bank = await createSampleBank(db, producer.id, 60);
  const learner = await createLearner(db, producer.id);
  await grantAccess(db, learner.user, 'produto-teste');
  const course = await writeCourse(
    db,
    producer.id,
    courseInput({
      name: 'Clínica em Foco',
      modules: [{ title: 'Módulo 1', lessons: [lessonInput('Aula de ICC'), lessonInput('Aula de FA')] }],
    }),
  );
  return { producerId: producer.id, learner, institutionId: categoryId(bank, '1:USP-SP'), courseId: course.uuid };
}

/** Another learner of the fixture's producer, signed in. */
export async function anotherLearner(ctx: TestApp, fixture: PlannerFixture): Promise<TestLearner> {
  return createLearner(ctx.database.db, fixture.producerId, 'Bruna');
}

/** A learner of another producer, signed in. */
export async function foreignLearner(ctx: TestApp): Promise<TestLearner> {
  const db = ctx.database.db;
  return createLearner(db, (await createProducer(db, 'Outro Produtor')).id, 'Carla');
}

/** The study day `offset` days from today (the test clock's), `YYYY-MM-DD`. */
export function dayFromToday(offset: number): string {
  return studyDayKey(studyDayStart(now(), offset));
}

/** A valid onboarding body: today to 10 days on, an hour a day, the course and the question bank. */
export function planBody(fixture: PlannerFixture, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    institution_ids: [fixture.institutionId],
    start_date: dayFromToday(0),
    exam_date: dayFromToday(10),
    weekday_minutes: [60, 60, 60, 60, 60, 60, 60],
    days_off: [],
    include: { course_ids: [fixture.courseId], questions: true, flashcards: false, cases: false, simulados: false },
    ...overrides,
  };
}

/** The planner calls of one learner (null: logged out). */
export function plannerClient(ctx: TestApp, learner: TestLearner | null) {
  const headers = learner?.headers ?? {};
  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  const plan = (id: number) => `/api/planner/plans/${id}`;
  return {
    create: (body: object) => send('POST', '/api/planner/plans', body),
    history: () => send('GET', '/api/planner/plans'),
    summary: (id: number) => send('GET', plan(id)),
    days: (id: number, from: string, to: string) => send('GET', `${plan(id)}/days?from=${from}&to=${to}`),
    today: () => send('GET', '/api/planner/today'),
    settings: (id: number, body: object) => send('PUT', `${plan(id)}/settings`, body),
    replan: (id: number) => send('POST', `${plan(id)}/replan`),
    update: (id: number, activityId: number, status: string) =>
      send('PUT', `${plan(id)}/activities/${activityId}`, { status }),
    start: (id: number, activityId: number) => send('POST', `${plan(id)}/activities/${activityId}/start`),
  };
}
export type PlannerClient = ReturnType<typeof plannerClient>;

/** `<status> <code>` of a refusal, e.g. `404 planner.not_found`. */
export function refusal(res: LightMyRequestResponse): string {
  return `${res.statusCode} ${res.json<{ error?: { code?: string } }>().error?.code ?? ''}`;
}

/** The body of a 2xx answer; fails the test on another answer. */
export function ok<T>(res: LightMyRequestResponse, status = 200): T {
  expect(res.statusCode, res.body).toBe(status);
  return res.json<T>();
}

/** Creates a plan (201) and returns its summary. */
export async function createdPlan(client: PlannerClient, body: object): Promise<PlanSummary> {
  return ok<{ plan: PlanSummary }>(await client.create(body), 201).plan;
}

/** The plan's days from `from` to `to`. */
export async function planDays(client: PlannerClient, id: number, from: string, to: string): Promise<PlanDay[]> {
  return ok<{ days: PlanDay[] }>(await client.days(id, from, to)).days;
}
