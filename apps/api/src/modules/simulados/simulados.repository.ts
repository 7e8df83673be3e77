import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { firstOrThrow } from '../../db/first-or-throw.ts';
import { simuladoAttempts, simuladoScoreCounts, simuladoScoreCountsPending, simulados } from '../../db/schema/index.ts';
import { notFoundError } from '../../errors/common.errors.ts';
import type { Learner } from '../../plugins/learner.ts';
import { preparedPerDatabase } from './prepared-statement.ts';
import { attemptNotStartedError } from './simulados.errors.ts';

export type SimuladoRow = typeof simulados.$inferSelect;
export type AttemptRow = typeof simuladoAttempts.$inferSelect;

/** The learner's attempt at the simulado, if any (one per learner and simulado). */
export async function findAttempt(db: Database, simuladoId: number, userId: string): Promise<AttemptRow | null> {
  const [row] = await db
    .select()
    .from(simuladoAttempts)
    .where(and(eq(simuladoAttempts.simulado_id, simuladoId), eq(simuladoAttempts.user_id, userId)));
  return row ?? null;
}

const simuladoWithAttempt = preparedPerDatabase((db) =>
  db
    .select({ simulado: simulados, attempt: simuladoAttempts })
    .from(simulados)
    .leftJoin(
      simuladoAttempts,
      and(eq(simuladoAttempts.simulado_id, simulados.id), eq(simuladoAttempts.user_id, sql.placeholder('userId'))),
    )
    .where(
      and(eq(simulados.producer_id, sql.placeholder('producerId')), eq(simulados.id, sql.placeholder('simuladoId'))),
    )
    .prepare('simulado_with_attempt'),
);

/**
 * The simulado of the session's producer and the learner's attempt at it (null before they start it), in one
 * round trip: every exam call needs both. 404 when there is no such simulado (or it is another producer's).
 */
export async function findSimuladoWithAttempt(
  db: Database,
  learner: Learner,
  simuladoId: number,
): Promise<{ simulado: SimuladoRow; attempt: AttemptRow | null }> {
  const [row] = await simuladoWithAttempt(db).execute({ ...learner, simuladoId });
  if (!row) throw notFoundError('No such simulado');
  return row;
}

/** The simulado and the learner's attempt at it; 404 `simulados.attempt_not_started` without one. */
export async function findStartedAttempt(
  db: Database,
  learner: Learner,
  simuladoId: number,
): Promise<{ simulado: SimuladoRow; attempt: AttemptRow }> {
  const { simulado, attempt } = await findSimuladoWithAttempt(db, learner, simuladoId);
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

const attemptInsert = preparedPerDatabase((db) =>
  db
    .insert(simuladoAttempts)
    .values({
      simulado_id: sql.placeholder('simulado_id'),
      user_id: sql.placeholder('user_id'),
      started_at: sql.placeholder('started_at'),
      deadline: sql.placeholder('deadline'),
    })
    .onConflictDoNothing({ target: [simuladoAttempts.simulado_id, simuladoAttempts.user_id] })
    .returning()
    .prepare('simulado_attempt_insert'),
);

/** Inserts the learner's one attempt at the simulado; null when there is one already (a concurrent start won). */
export async function insertAttempt(
  db: Database,
  values: Pick<AttemptRow, 'simulado_id' | 'user_id' | 'started_at' | 'deadline'>,
): Promise<AttemptRow | null> {
  // The columns' encoders take the Dates.
  const [created] = await attemptInsert(db).execute({ ...values });
  return created ?? null;
}

const summaryQuery = (db: Database, one: boolean) =>
  db
    .select({
      simulado: simulados,
      attempt: simuladoAttempts,
      // The counts the attempts' trigger keeps (a few rows) and its changes not folded yet, not a scan of the attempts.
      takers:
        sql<number>`(select coalesce(sum(c.takers), 0) from ${simuladoScoreCounts} c where c.simulado_id = ${simulados.id})
        + (select coalesce(sum(p.takers), 0) from ${simuladoScoreCountsPending} p where p.simulado_id = ${simulados.id})`.mapWith(
          Number,
        ),
    })
    .from(simulados)
    .leftJoin(
      simuladoAttempts,
      and(eq(simuladoAttempts.simulado_id, simulados.id), eq(simuladoAttempts.user_id, sql.placeholder('userId'))),
    )
    .where(
      and(
        eq(simulados.producer_id, sql.placeholder('producerId')),
        one ? eq(simulados.id, sql.placeholder('simuladoId')) : undefined,
      ),
    )
    .orderBy(asc(simulados.opens_at), asc(simulados.id));
const allSummaries = preparedPerDatabase((db) => summaryQuery(db, false).prepare('simulado_summaries'));
const oneSummary = preparedPerDatabase((db) => summaryQuery(db, true).prepare('simulado_summary'));

/** The producer's simulados (or one of them) with their takers and the learner's attempt, by opening time. */
export function summaryRows(db: Database, learner: Learner, simuladoId?: number) {
  return simuladoId === undefined
    ? allSummaries(db).execute({ ...learner })
    : oneSummary(db).execute({ ...learner, simuladoId });
}
