import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { rawRows } from '../../../db/raw-rows.ts';

/** A published case as lists need it (authored fields only; the peers' counters are read fresh, see below). */
export interface CatalogCaseRow {
  id: number;
  title: string;
  summary: string;
  difficulty: 'easy' | 'medium' | 'hard';
  estimated_minutes: number;
  stage_count: number;
  max_score: number;
  position: number;
  created_at: Date | string;
  category_ids: number[];
}

/** Every published case of the producer with its subject ids, by position then id. */
export function selectPublishedCases(db: Database, producerId: string): Promise<CatalogCaseRow[]> {
  return rawRows<CatalogCaseRow>(
    db,
    sql`select c.id, c.title, c.summary, c.difficulty, c.estimated_minutes, c.stage_count, c.max_score, c.position,
          c.created_at,
          coalesce((select array_agg(s.category_id order by s.category_id) from clinical_case_subjects s
                    where s.case_id = c.id), '{}'::int[]) as category_ids
        from clinical_cases c
        where c.producer_id = ${producerId} and c.status = 'published'
        order by c.position, c.id`,
  );
}

/** The peers' counters (kept by the finish) of the producer's cases of those ids. */
export interface PeerFiguresRow {
  id: number;
  finished_count: number;
  score_pct_sum: number;
}

export async function selectPeerFigures(
  db: Database,
  producerId: string,
  caseIds: readonly number[],
): Promise<Map<number, PeerFiguresRow>> {
  if (caseIds.length === 0) return new Map();
  const rows = await rawRows<PeerFiguresRow>(
    db,
    sql`select id, finished_count, score_pct_sum::float8 as score_pct_sum from clinical_cases
        where producer_id = ${producerId} and id = any(${`{${caseIds.join(',')}}`}::int[])`,
  );
  return new Map(rows.map((row) => [row.id, { ...row, score_pct_sum: Number(row.score_pct_sum) }]));
}

/** A learner's standing on one case, over all their attempts of it. */
export interface LearnerCaseRow {
  case_id: number;
  /** The attempt in progress (at most one), its stage and last activity. */
  open_attempt_id: number | null;
  open_stage: number | null;
  open_activity_at: Date | string | null;
  best_score: number | null;
  last_finished_at: Date | string | null;
}

/** A learner's attempts of one case aggregated (the columns of LearnerCaseRow but case_id). */
const learnerCaseColumns = sql`(max(id) filter (where finished_at is null))::float8 as open_attempt_id,
  max(stage_position) filter (where finished_at is null) as open_stage,
  max(last_activity_at) filter (where finished_at is null) as open_activity_at,
  max(score) filter (where finished_at is not null) as best_score,
  max(finished_at) as last_finished_at`;

/** The learner's attempts of the producer's cases, one row per case they ever started. */
export function selectLearnerCases(db: Database, producerId: string, userId: string): Promise<LearnerCaseRow[]> {
  return rawRows<LearnerCaseRow>(
    db,
    sql`select case_id, ${learnerCaseColumns}
        from clinical_case_attempts
        where user_id = ${userId} and producer_id = ${producerId}
        group by case_id`,
  );
}

/** The learner's attempts in progress on the producer's published cases, most recent first. */
export interface OpenAttemptRow {
  case_id: number;
  title: string;
  attempt_id: number;
  stage_reached: number;
  stage_count: number;
  updated_at: Date | string;
}

export function selectOpenAttempts(db: Database, producerId: string, userId: string): Promise<OpenAttemptRow[]> {
  return rawRows<OpenAttemptRow>(
    db,
    sql`select a.case_id, c.title, a.id::float8 as attempt_id, a.stage_position as stage_reached, c.stage_count,
          a.last_activity_at as updated_at
        from clinical_case_attempts a join clinical_cases c on c.id = a.case_id
        where a.user_id = ${userId} and a.producer_id = ${producerId} and a.finished_at is null
          and c.producer_id = ${producerId} and c.status = 'published'
        order by a.last_activity_at desc, a.id desc`,
  );
}

/** One attempt of the learner on a case, as the detail lists them. */
export interface CaseAttemptRow {
  id: number;
  started_at: Date | string;
  finished_at: Date | string | null;
  score: number;
  counts_for_peers: boolean;
}

/** The learner's attempts of the case, newest first. */
export function selectCaseAttempts(
  db: Database,
  producerId: string,
  userId: string,
  caseId: number,
): Promise<CaseAttemptRow[]> {
  return rawRows<CaseAttemptRow>(
    db,
    sql`select id::float8 as id, started_at, finished_at, score, counts_for_peers from clinical_case_attempts
        where user_id = ${userId} and producer_id = ${producerId} and case_id = ${caseId}
        order by started_at desc, id desc`,
  );
}
