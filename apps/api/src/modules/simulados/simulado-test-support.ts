import { randomUUID } from 'node:crypto';
import type { SaveAnswerRequest } from '@members/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { firstOrThrow } from '../../db/first-or-throw.ts';
import { simuladoAttempts, simulados } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/test-app.ts';
import type { TestLearner } from '../questions/question-test-support.ts';

/** Helpers of the simulado tests (not a test file): simulados inserted directly, attempts moved in time, a client. */

export const minute = 60_000;
export const hour = 60 * minute;

export interface SimuladoInput {
  title?: string;
  timeLimitMinutes?: number;
  opensAt?: Date;
  closesAt?: Date;
}

/** A simulado of the producer over the questions; open from an hour ago until tomorrow unless told. */
export async function createSimulado(
  db: Database,
  producerId: string,
  questionIds: number[],
  input: SimuladoInput = {},
): Promise<number> {
  const now = Date.now();
  const row = firstOrThrow(
    await db
      .insert(simulados)
      .values({
        producer_id: producerId,
        title: input.title ?? 'Simulado de Teste',
        description: 'Descrição do simulado.',
        instructions: 'Leia cada questão com atenção.',
        time_limit_minutes: input.timeLimitMinutes ?? 60,
        opens_at: input.opensAt ?? new Date(now - hour),
        closes_at: input.closesAt ?? new Date(now + 24 * hour),
        question_ids: questionIds,
      })
      .returning({ id: simulados.id }),
    'simulado insert',
  );
  return row.id;
}

/** Moves the learner's attempt so that its deadline was `secondsAgo` seconds ago (and it started a time limit before). */
export async function moveDeadline(
  db: Database,
  simuladoId: number,
  userId: string,
  secondsAgo: number,
): Promise<void> {
  await db
    .update(simuladoAttempts)
    .set({
      deadline: sql`now() - make_interval(secs => ${secondsAgo})`,
      started_at: sql`now() - make_interval(secs => ${secondsAgo}) - interval '10 minutes'`,
    })
    .where(and(eq(simuladoAttempts.simulado_id, simuladoId), eq(simuladoAttempts.user_id, userId)));
}

/** An answer body made now (or at `answeredAt`) with a fresh idempotency key. */
export function answerBody(
  alternative: SaveAnswerRequest['alternative'],
  overrides: Partial<SaveAnswerRequest> = {},
): SaveAnswerRequest {
  return {
    alternative,
    marked: false,
    idempotency_key: randomUUID(),
    answered_at: new Date().toISOString(),
    ...overrides,
  };
}

/** The simulado calls of one learner on the test app. */
export function simuladoClient(ctx: TestApp, learner: TestLearner) {
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: learner.headers, ...(payload === undefined ? {} : { payload }) });
  return {
    list: () => call('GET', '/api/simulados'),
    detail: (id: number | string) => call('GET', `/api/simulados/${id}`),
    start: (id: number | string) => call('POST', `/api/simulados/${id}/attempt`),
    attempt: (id: number | string) => call('GET', `/api/simulados/${id}/attempt`),
    save: (id: number | string, questionId: number | string, body: object) =>
      call('PUT', `/api/simulados/${id}/attempt/answers/${questionId}`, body),
    submit: (id: number | string) => call('POST', `/api/simulados/${id}/attempt/submit`),
    result: (id: number | string) => call('GET', `/api/simulados/${id}/result`),
  };
}
export type SimuladoClient = ReturnType<typeof simuladoClient>;
