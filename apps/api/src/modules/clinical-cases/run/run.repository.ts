import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { firstOrThrow } from '../../../db/first-or-throw.ts';
import {
  clinicalCaseAttempts,
  clinicalCaseDecisions,
  clinicalCaseStageResults,
  type ClinicalCaseAttemptRow,
  type ClinicalCaseDecisionRow,
} from '../../../db/schema/index.ts';
import type { Learner } from '../../../plugins/learner.ts';

export type StageResultRow = typeof clinicalCaseStageResults.$inferSelect;
export type NewDecision = Omit<typeof clinicalCaseDecisions.$inferInsert, 'id'>;

const ownedBy = (learner: Learner) =>
  and(eq(clinicalCaseAttempts.user_id, learner.userId), eq(clinicalCaseAttempts.producer_id, learner.producerId));

/** The learner's attempt in progress at the case (one at most: the open unique index). */
export async function findOpenAttempt(
  db: Database,
  learner: Learner,
  caseId: number,
): Promise<ClinicalCaseAttemptRow | null> {
  const [row] = await db
    .select()
    .from(clinicalCaseAttempts)
    .where(and(ownedBy(learner), eq(clinicalCaseAttempts.case_id, caseId), isNull(clinicalCaseAttempts.finished_at)));
  return row ?? null;
}

/** A new attempt in progress; null when one already is (a concurrent start won). */
export async function insertOpenAttempt(
  db: Database,
  learner: Learner,
  caseId: number,
  now: Date,
): Promise<ClinicalCaseAttemptRow | null> {
  const [row] = await db
    .insert(clinicalCaseAttempts)
    .values({
      producer_id: learner.producerId,
      user_id: learner.userId,
      case_id: caseId,
      started_at: now,
      last_activity_at: now,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** The learner's attempt (another learner's or producer's: null). */
export async function findAttempt(
  db: Database,
  learner: Learner,
  attemptId: number,
): Promise<ClinicalCaseAttemptRow | null> {
  const [row] = await db
    .select()
    .from(clinicalCaseAttempts)
    .where(and(ownedBy(learner), eq(clinicalCaseAttempts.id, attemptId)));
  return row ?? null;
}

/** The learner's attempt, locked until the transaction ends (every write to an attempt goes one at a time). */
export async function lockAttempt(
  db: Database,
  learner: Learner,
  attemptId: number,
): Promise<ClinicalCaseAttemptRow | null> {
  const [row] = await db
    .select()
    .from(clinicalCaseAttempts)
    .where(and(ownedBy(learner), eq(clinicalCaseAttempts.id, attemptId)))
    .for('update');
  return row ?? null;
}

/** Every decision of the attempt (active and removed), in the order they were made. */
export function attemptDecisions(db: Database, attemptId: number): Promise<ClinicalCaseDecisionRow[]> {
  return db
    .select()
    .from(clinicalCaseDecisions)
    .where(eq(clinicalCaseDecisions.attempt_id, attemptId))
    .orderBy(asc(clinicalCaseDecisions.id));
}

/** The committed stages of the attempt. */
export function attemptResults(db: Database, attemptId: number): Promise<StageResultRow[]> {
  return db.select().from(clinicalCaseStageResults).where(eq(clinicalCaseStageResults.attempt_id, attemptId));
}

/** The decision an idempotency key made, if any. */
export async function decisionByKey(
  db: Database,
  attemptId: number,
  key: string,
): Promise<ClinicalCaseDecisionRow | null> {
  const [row] = await db
    .select()
    .from(clinicalCaseDecisions)
    .where(and(eq(clinicalCaseDecisions.attempt_id, attemptId), eq(clinicalCaseDecisions.idempotency_key, key)));
  return row ?? null;
}

export async function insertDecision(db: Database, values: NewDecision): Promise<void> {
  await db.insert(clinicalCaseDecisions).values(values);
}

/** Takes decisions back (unpicked, replaced or moved to another role). */
export async function removeDecisions(db: Database, ids: readonly number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(clinicalCaseDecisions)
    .set({ removed_at: now })
    .where(and(inArray(clinicalCaseDecisions.id, [...ids]), isNull(clinicalCaseDecisions.removed_at)));
}

/** Sets the positions (management's order) of active decisions. */
export async function setDecisionPositions(
  db: Database,
  positions: readonly { id: number; position: number }[],
): Promise<void> {
  for (const { id, position } of positions) {
    await db.update(clinicalCaseDecisions).set({ position }).where(eq(clinicalCaseDecisions.id, id));
  }
}

export async function insertStageResult(
  db: Database,
  values: typeof clinicalCaseStageResults.$inferInsert,
): Promise<boolean> {
  const rows = await db
    .insert(clinicalCaseStageResults)
    .values(values)
    .onConflictDoNothing()
    .returning({ stage_id: clinicalCaseStageResults.stage_id });
  return rows.length > 0;
}

export interface AttemptProgress {
  last_activity_at: Date;
  active_seconds: number;
  stage_position?: number;
  score?: number;
  finished_at?: Date;
  counts_for_peers?: boolean;
}

export async function updateAttempt(
  db: Database,
  attemptId: number,
  values: AttemptProgress,
): Promise<ClinicalCaseAttemptRow> {
  return firstOrThrow(
    await db.update(clinicalCaseAttempts).set(values).where(eq(clinicalCaseAttempts.id, attemptId)).returning(),
    `update of clinical case attempt ${attemptId}`,
  );
}

/** Whether the learner already has the attempt at the case that counts for peers. */
export async function hasCountingAttempt(db: Database, userId: string, caseId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: clinicalCaseAttempts.id })
    .from(clinicalCaseAttempts)
    .where(
      and(
        eq(clinicalCaseAttempts.user_id, userId),
        eq(clinicalCaseAttempts.case_id, caseId),
        eq(clinicalCaseAttempts.counts_for_peers, true),
      ),
    );
  return row !== undefined;
}

/** A counting attempt finished: the case's peers' counters and its options' choice counters move. */
export async function addPeerCounters(
  db: Database,
  caseId: number,
  scorePct: number,
  chosen: { main: readonly number[]; differential: readonly number[] },
): Promise<void> {
  await db.execute(sql`update clinical_cases
    set finished_count = finished_count + 1, score_pct_sum = score_pct_sum + ${scorePct}
    where id = ${caseId}`);
  if (chosen.main.length > 0) {
    await db.execute(sql`update clinical_case_options set chosen_count = chosen_count + 1
      where id in (${sql.join(
        chosen.main.map((id) => sql`${id}`),
        sql`, `,
      )})`);
  }
  if (chosen.differential.length > 0) {
    await db.execute(sql`update clinical_case_options set differential_count = differential_count + 1
      where id in (${sql.join(
        chosen.differential.map((id) => sql`${id}`),
        sql`, `,
      )})`);
  }
}
