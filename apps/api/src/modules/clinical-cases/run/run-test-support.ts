import { randomUUID } from 'node:crypto';
import type { RunState } from '@members/contract';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createLearner, createProducer, type TestLearner } from '../../courses/course-test-support.ts';
import { writeSampleCase } from '../case-test-support.ts';
import type { WrittenCase } from '../case-writer.ts';

/** Helpers of the run tests (not a test file): a producer with the sample case, learners, a run client. */

export interface RunFixture {
  producerId: string;
  sample: WrittenCase;
  learner: TestLearner;
}

/** A fresh producer with the sample case (six stages, one of each kind) and one learner. */
export async function runFixture(ctx: TestApp): Promise<RunFixture> {
  const db = ctx.database.db;
  const producer = await createProducer(db);
  const sample = await writeSampleCase(db, producer.id);
  return { producerId: producer.id, sample, learner: await createLearner(db, producer.id) };
}

/** The sample case's stage (by position) and its option (by position). */
export function stageOf(sample: WrittenCase, position: number): { id: number; optionIds: number[] } {
  const stage = sample.stages[position];
  if (!stage) throw new Error(`no stage ${position}`);
  return stage;
}
export function optionOf(sample: WrittenCase, stage: number, option: number): number {
  const id = stageOf(sample, stage).optionIds[option];
  if (id === undefined) throw new Error(`no option ${option} in stage ${stage}`);
  return id;
}

/** The run calls of one learner (null: logged out). */
export function runClient(ctx: TestApp, learner: TestLearner | null) {
  const headers = learner?.headers ?? {};
  const post = (url: string, payload?: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
  return {
    start: (caseId: number) => post(`/api/clinical-cases/${caseId}/attempts`),
    run: (caseId: number) => ctx.app.inject({ method: 'GET', url: `/api/clinical-cases/${caseId}/run`, headers }),
    decide: (attemptId: number, body: Record<string, unknown>) =>
      post(`/api/clinical-cases/attempts/${attemptId}/decisions`, { idempotency_key: randomUUID(), ...body }),
    commit: (attemptId: number, stageId: number, key: string = randomUUID()) =>
      post(`/api/clinical-cases/attempts/${attemptId}/commit`, { stage_id: stageId, idempotency_key: key }),
    finish: (attemptId: number) => post(`/api/clinical-cases/attempts/${attemptId}/finish`),
  };
}
export type RunClient = ReturnType<typeof runClient>;

/** Starts (or resumes) the case and returns the state; fails the test on another answer. */
export async function startedRun(client: RunClient, caseId: number): Promise<RunState> {
  const res = await client.start(caseId);
  expect([200, 201], res.body).toContain(res.statusCode);
  return res.json<RunState>();
}

/** A call that must answer 200 with a run state. */
export async function okState(response: Promise<{ statusCode: number; body: string }>): Promise<RunState> {
  const res = await response;
  expect(res.statusCode, res.body).toBe(200);
  return JSON.parse(res.body) as RunState;
}

/** The error code of a refused call, with its status: `409 clinical_cases.stage_committed`. */
export async function refusal(response: Promise<{ statusCode: number; body: string }>): Promise<string> {
  const res = await response;
  return `${res.statusCode} ${(JSON.parse(res.body) as { error?: { code?: string } }).error?.code}`;
}

/**
 * Plays the sample case through with good choices (stage by stage: the essential picks, the right main
 * hypothesis, AAS then angioplasty, the right alternative) and returns the last state (every stage committed).
 */
export async function playSampleCase(client: RunClient, sample: WrittenCase, attemptId: number): Promise<RunState> {
  const picks: [number, Record<string, unknown>][][] = [
    [[0, {}]],
    [[0, {}]],
    [[0, {}]],
    [[0, { role: 'main' }]],
    [
      [0, {}],
      [1, {}],
    ],
    [[0, {}]],
  ];
  let state: RunState | undefined;
  for (const [position, stagePicks] of picks.entries()) {
    const stage = stageOf(sample, position);
    for (const [option, extra] of stagePicks) {
      await okState(
        client.decide(attemptId, {
          action: 'pick',
          stage_id: stage.id,
          option_id: optionOf(sample, position, option),
          ...extra,
        }),
      );
    }
    state = await okState(client.commit(attemptId, stage.id));
  }
  if (!state) throw new Error('no stage played');
  return state;
}
