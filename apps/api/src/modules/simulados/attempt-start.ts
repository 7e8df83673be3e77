import type { Attempt } from '@members/contract';
import type { Database } from '../../db/database.ts';
import type { Learner } from '../../plugins/learner.ts';
import { settleAttempt } from './attempt-expiry.ts';
import { attemptView } from './attempt-view.ts';
import {
  findAttempt,
  findSimuladoWithAttempt,
  findStartedAttempt,
  insertAttempt,
  type AttemptRow,
  type SimuladoRow,
} from './simulados.repository.ts';
import { simuladoState } from './simulado-summary.ts';
import { alreadySubmittedError, simuladoClosedError, simuladoNotOpenError } from './simulados.errors.ts';

export interface StartedAttempt {
  /** False when the learner resumed the attempt in progress (same deadline). */
  created: boolean;
  attempt: Attempt;
}

/** The deadline of an attempt started now: the time limit, cut short by the window's end. */
function deadlineOf(simulado: Pick<SimuladoRow, 'time_limit_minutes' | 'closes_at'>, startedAt: Date): Date {
  const byLimit = startedAt.getTime() + simulado.time_limit_minutes * 60_000;
  return new Date(Math.min(byLimit, simulado.closes_at.getTime()));
}

async function resume(db: Database, simulado: SimuladoRow, existing: AttemptRow, now: Date): Promise<StartedAttempt> {
  const attempt = await settleAttempt(db, existing, now);
  if (attempt.submitted_at !== null) throw alreadySubmittedError();
  return { created: false, attempt: await attemptView(db, simulado, attempt, now) };
}

/** POST /api/simulados/:id/attempt: starts the learner's one attempt inside the window, or resumes it. */
export async function startAttempt(
  db: Database,
  learner: Learner,
  simuladoId: number,
  now: Date,
): Promise<StartedAttempt> {
  const { simulado, attempt: existing } = await findSimuladoWithAttempt(db, learner, simuladoId);
  if (existing) return resume(db, simulado, existing, now);
  const state = simuladoState(simulado, now);
  if (state === 'upcoming') throw simuladoNotOpenError();
  if (state === 'closed') throw simuladoClosedError();
  const created = await insertAttempt(db, {
    simulado_id: simulado.id,
    user_id: learner.userId,
    started_at: now,
    deadline: deadlineOf(simulado, now),
  });
  if (created) return { created: true, attempt: await attemptView(db, simulado, created, now, true) };
  // A concurrent start of the same learner won: resume that one.
  const winner = await findAttempt(db, simulado.id, learner.userId);
  if (!winner) throw new Error(`attempt of simulado ${simulado.id} vanished`);
  return resume(db, simulado, winner, now);
}

/** GET /api/simulados/:id/attempt: the learner's attempt (submitted first if it expired); 404 before they start it. */
export async function currentAttempt(db: Database, learner: Learner, simuladoId: number, now: Date): Promise<Attempt> {
  const { simulado, attempt } = await findStartedAttempt(db, learner, simuladoId);
  return attemptView(db, simulado, await settleAttempt(db, attempt, now), now);
}
