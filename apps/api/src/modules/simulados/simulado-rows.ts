import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { simuladoAttempts, simulados } from '../../db/schema/index.ts';
import { notFoundError } from '../../errors/common.errors.ts';
import type { Learner } from '../../plugins/learner.ts';
import { attemptNotStartedError } from './simulados.errors.ts';

export type SimuladoRow = typeof simulados.$inferSelect;
export type AttemptRow = typeof simuladoAttempts.$inferSelect;

/** The simulado of the session's producer; 404 when missing or another producer's. */
export async function findSimulado(db: Database, producerId: string, id: number): Promise<SimuladoRow> {
  const [row] = await db
    .select()
    .from(simulados)
    .where(and(eq(simulados.producer_id, producerId), eq(simulados.id, id)));
  if (!row) throw notFoundError('No such simulado');
  return row;
}

/** The learner's attempt at the simulado, if any (one per learner and simulado). */
export async function findAttempt(db: Database, simuladoId: number, userId: string): Promise<AttemptRow | null> {
  const [row] = await db
    .select()
    .from(simuladoAttempts)
    .where(and(eq(simuladoAttempts.simulado_id, simuladoId), eq(simuladoAttempts.user_id, userId)));
  return row ?? null;
}

/** The simulado and the learner's attempt at it; 404 `simulados.attempt_not_started` without one. */
export async function findStartedAttempt(db: Database, learner: Learner, simuladoId: number): Promise<{ simulado: SimuladoRow; attempt: AttemptRow }> {
  const simulado = await findSimulado(db, learner.producerId, simuladoId);
  const attempt = await findAttempt(db, simulado.id, learner.userId);
  if (!attempt) throw attemptNotStartedError();
  return { simulado, attempt };
}
