import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { firstOrThrow } from '../../db/first-or-throw.ts';
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
export async function findStartedAttempt(
  db: Database,
  learner: Learner,
  simuladoId: number,
): Promise<{ simulado: SimuladoRow; attempt: AttemptRow }> {
  const simulado = await findSimulado(db, learner.producerId, simuladoId);
  const attempt = await findAttempt(db, simulado.id, learner.userId);
  if (!attempt) throw attemptNotStartedError();
  return { simulado, attempt };
}

/** The attempt as stored now (after a submission changed it). */
export async function attemptById(db: Database, id: number): Promise<AttemptRow> {
  return firstOrThrow(
    await db.select().from(simuladoAttempts).where(eq(simuladoAttempts.id, id)),
    `read of attempt ${id}`,
  );
}

/** Up to `batch` unsubmitted attempts whose deadline is before `cutoff` (of one learner, or of everyone), oldest first. */
export async function dueAttemptIds(
  db: Database,
  cutoff: Date,
  userId: string | null,
  batch: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: simuladoAttempts.id })
    .from(simuladoAttempts)
    .where(
      and(
        isNull(simuladoAttempts.submitted_at),
        lt(simuladoAttempts.deadline, cutoff),
        userId === null ? undefined : eq(simuladoAttempts.user_id, userId),
      ),
    )
    .orderBy(asc(simuladoAttempts.deadline))
    .limit(batch);
  return rows.map((row) => row.id);
}

/** Inserts the learner's one attempt at the simulado; null when there is one already (a concurrent start won). */
export async function insertAttempt(
  db: Database,
  values: Pick<AttemptRow, 'simulado_id' | 'user_id' | 'started_at' | 'deadline'>,
): Promise<AttemptRow | null> {
  const [created] = await db
    .insert(simuladoAttempts)
    .values(values)
    .onConflictDoNothing({ target: [simuladoAttempts.simulado_id, simuladoAttempts.user_id] })
    .returning();
  return created ?? null;
}

/** The producer's simulados (or one of them) with their takers and the learner's attempt, by opening time. */
export function summaryRows(db: Database, learner: Learner, simuladoId?: number) {
  return db
    .select({
      simulado: simulados,
      attempt: simuladoAttempts,
      takers:
        sql<number>`(select count(*) from ${simuladoAttempts} t where t.simulado_id = ${simulados.id} and t.submitted_at is not null)`.mapWith(
          Number,
        ),
    })
    .from(simulados)
    .leftJoin(
      simuladoAttempts,
      and(eq(simuladoAttempts.simulado_id, simulados.id), eq(simuladoAttempts.user_id, learner.userId)),
    )
    .where(
      and(
        eq(simulados.producer_id, learner.producerId),
        simuladoId === undefined ? undefined : eq(simulados.id, simuladoId),
      ),
    )
    .orderBy(asc(simulados.opens_at), asc(simulados.id));
}
