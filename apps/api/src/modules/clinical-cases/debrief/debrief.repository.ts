import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { rawRows } from '../../../db/raw-rows.ts';
import {
  clinicalCaseAttempts,
  clinicalCaseDecisions,
  clinicalCaseStageResults,
  type ClinicalCaseAttemptRow,
  type ClinicalCaseDecisionRow,
} from '../../../db/schema/index.ts';

const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

/** The learner's attempt of the case with that id (any state), or null. */
export async function selectLearnerAttempt(
  db: Database,
  producerId: string,
  userId: string,
  caseId: number,
  attemptId: number,
): Promise<ClinicalCaseAttemptRow | null> {
  const [row] = await db
    .select()
    .from(clinicalCaseAttempts)
    .where(
      and(
        eq(clinicalCaseAttempts.id, attemptId),
        eq(clinicalCaseAttempts.user_id, userId),
        eq(clinicalCaseAttempts.producer_id, producerId),
        eq(clinicalCaseAttempts.case_id, caseId),
      ),
    );
  return row ?? null;
}

/** The learner's most recently finished attempt of the case, or null. */
export async function selectLatestFinishedAttempt(
  db: Database,
  producerId: string,
  userId: string,
  caseId: number,
): Promise<ClinicalCaseAttemptRow | null> {
  const [row] = await db
    .select()
    .from(clinicalCaseAttempts)
    .where(
      and(
        eq(clinicalCaseAttempts.user_id, userId),
        eq(clinicalCaseAttempts.case_id, caseId),
        eq(clinicalCaseAttempts.producer_id, producerId),
        isNotNull(clinicalCaseAttempts.finished_at),
      ),
    )
    .orderBy(desc(clinicalCaseAttempts.finished_at), desc(clinicalCaseAttempts.id))
    .limit(1);
  return row ?? null;
}

export function selectAttemptDecisions(db: Database, attemptId: number): Promise<ClinicalCaseDecisionRow[]> {
  return db
    .select()
    .from(clinicalCaseDecisions)
    .where(eq(clinicalCaseDecisions.attempt_id, attemptId))
    .orderBy(asc(clinicalCaseDecisions.id));
}

export function selectAttemptResults(
  db: Database,
  attemptId: number,
): Promise<{ stage_id: number; score: number; committed_at: Date }[]> {
  return db
    .select({
      stage_id: clinicalCaseStageResults.stage_id,
      score: clinicalCaseStageResults.score,
      committed_at: clinicalCaseStageResults.committed_at,
    })
    .from(clinicalCaseStageResults)
    .where(eq(clinicalCaseStageResults.attempt_id, attemptId));
}

/** The peers' choices of each option of the case (kept by the finish), by option id. */
export async function selectOptionCounters(
  db: Database,
  caseId: number,
): Promise<Map<number, { chosen_count: number; differential_count: number }>> {
  const rows = await rawRows<{ id: number; chosen_count: number; differential_count: number }>(
    db,
    sql`select o.id, o.chosen_count, o.differential_count from clinical_case_options o
        join clinical_case_stages s on s.id = o.stage_id where s.case_id = ${caseId}`,
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/** A lesson of the producer with where it lives (its module page opens it). */
export interface LessonLinkRow {
  id: number;
  title: string;
  module_id: number;
  course_id: string;
  course_kind: 'courses' | 'movie' | 'tv';
}

export async function selectLessonLinks(
  db: Database,
  producerId: string,
  lessonIds: readonly number[],
): Promise<Map<number, LessonLinkRow>> {
  if (lessonIds.length === 0) return new Map();
  const rows = await rawRows<LessonLinkRow>(
    db,
    sql`select l.id, l.title, l.module_id, l.course_id, c.kind as course_kind
        from lessons l join courses c on c.id = l.course_id
        where l.producer_id = ${producerId} and c.producer_id = ${producerId}
          and l.id = any(${intArray(lessonIds)}::int[])`,
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/** The producer's questions of those ids a learner may see (not drafts), by id. */
export async function selectQuestionStatements(
  db: Database,
  producerId: string,
  questionIds: readonly number[],
): Promise<Map<number, string>> {
  if (questionIds.length === 0) return new Map();
  const rows = await rawRows<{ id: number; statement: string }>(
    db,
    sql`select id, statement from questions
        where producer_id = ${producerId} and status <> 'draft' and id = any(${intArray(questionIds)}::int[])`,
  );
  return new Map(rows.map((row) => [row.id, row.statement]));
}

/** How many of the learner's memory items (not taken out) come from these options. */
export async function countCaseMemoryItems(
  db: Database,
  producerId: string,
  userId: string,
  optionIds: readonly number[],
): Promise<number> {
  if (optionIds.length === 0) return 0;
  const [row] = await rawRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from memory_items
        where user_id = ${userId} and producer_id = ${producerId} and removed_at is null
          and case_option_id = any(${intArray(optionIds)}::int[])`,
  );
  return row?.n ?? 0;
}
