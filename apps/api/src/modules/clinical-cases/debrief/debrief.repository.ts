import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { rawRows } from '../../../db/raw-rows.ts';
import type { ClinicalCaseAttemptRow, ClinicalCaseDecisionRow } from '../../../db/schema/index.ts';
import type { LearnerCaseRow, PeerFiguresRow } from '../catalog/case-catalog.repository.ts';

const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

/** A row of the attempt or decision tables as json_agg / row_to_json give it (timestamps as text). */
type JsonRow<Row> = {
  [K in keyof Row]: Row[K] extends Date ? string : Row[K] extends Date | null ? string | null : Row[K];
};

/** What a debrief reads of the learner and the peers, in one statement. */
interface DebriefRows {
  /** The attempt named (any state), or the latest finished one; null when none. */
  attempt: ClinicalCaseAttemptRow | null;
  decisions: ClinicalCaseDecisionRow[];
  results: { stage_id: number; score: number; committed_at: Date }[];
  /** The peers' choices of each option of the case (kept by the finish), by option id. */
  counters: Map<number, { chosen_count: number; differential_count: number }>;
  peers: PeerFiguresRow;
  /** The learner's attempts of the case, aggregated as the lists show them (null: never started). */
  state: LearnerCaseRow | null;
  /** The learner's memory items (not taken out) that come from the case's options. */
  memoryItems: number;
}

interface DebriefJson {
  attempt: JsonRow<ClinicalCaseAttemptRow> | null;
  decisions: JsonRow<ClinicalCaseDecisionRow>[];
  results: { stage_id: number; score: number; committed_at: string }[];
  counters: [number, number, number][];
  finished_count: number;
  score_pct_sum: number;
  state: Omit<LearnerCaseRow, 'case_id'> | null;
  memory_items: number;
}

const date = (text: string) => new Date(text);
const dateOrNull = (text: string | null) => (text === null ? null : new Date(text));

/**
 * One round trip for the debrief: the attempt (the one named, else the latest finished), its decisions and
 * committed stages, the case's option counters and peers' figures, the learner's standing and memory items.
 */
export async function selectDebriefRows(
  db: Database,
  producerId: string,
  userId: string,
  caseId: number,
  attemptId: number | undefined,
): Promise<DebriefRows> {
  const which = attemptId === undefined ? sql`finished_at is not null` : sql`id = ${attemptId}::bigint`;
  const [row] = await rawRows<{ debrief: DebriefJson }>(
    db,
    sql`with attempt as (
          select * from clinical_case_attempts
          where user_id = ${userId} and producer_id = ${producerId} and case_id = ${caseId} and ${which}
          order by finished_at desc nulls last, id desc limit 1),
        options as (
          select o.id, o.chosen_count, o.differential_count from clinical_case_options o
          join clinical_case_stages s on s.id = o.stage_id where s.case_id = ${caseId})
        select json_build_object(
          'attempt', (select row_to_json(a) from attempt a),
          'decisions', (select coalesce(json_agg(d order by d.id), '[]') from clinical_case_decisions d
                        where d.attempt_id = (select id from attempt)),
          'results', (select coalesce(json_agg(json_build_object('stage_id', r.stage_id, 'score', r.score,
                        'committed_at', r.committed_at)), '[]')
                      from clinical_case_stage_results r where r.attempt_id = (select id from attempt)),
          'counters', (select coalesce(json_agg(json_build_array(o.id, o.chosen_count, o.differential_count)), '[]')
                       from options o),
          'finished_count', (select finished_count from clinical_cases where id = ${caseId} and producer_id = ${producerId}),
          'score_pct_sum', (select score_pct_sum from clinical_cases where id = ${caseId} and producer_id = ${producerId}),
          'state', (select case when count(*) = 0 then null else json_build_object(
                      'open_attempt_id', (max(id) filter (where finished_at is null)),
                      'open_stage', max(stage_position) filter (where finished_at is null),
                      'open_activity_at', max(last_activity_at) filter (where finished_at is null),
                      'best_score', max(score) filter (where finished_at is not null),
                      'last_finished_at', max(finished_at)) end
                    from clinical_case_attempts
                    where user_id = ${userId} and producer_id = ${producerId} and case_id = ${caseId}),
          'memory_items', (select count(*)::int from memory_items m
                           where m.user_id = ${userId} and m.producer_id = ${producerId} and m.removed_at is null
                             and m.case_option_id in (select id from options))
        ) as debrief`,
  );
  const json = row?.debrief as DebriefJson;
  const attempt = json.attempt;
  return {
    attempt: attempt && {
      ...attempt,
      id: Number(attempt.id),
      started_at: date(attempt.started_at),
      last_activity_at: date(attempt.last_activity_at),
      finished_at: dateOrNull(attempt.finished_at),
    },
    decisions: json.decisions.map((decision) => ({
      ...decision,
      id: Number(decision.id),
      attempt_id: Number(decision.attempt_id),
      picked_at: date(decision.picked_at),
      removed_at: dateOrNull(decision.removed_at),
    })),
    results: json.results.map((result) => ({ ...result, committed_at: date(result.committed_at) })),
    counters: new Map(
      json.counters.map(([id, chosen, differential]) => [
        id,
        { chosen_count: chosen, differential_count: differential },
      ]),
    ),
    peers: { id: caseId, finished_count: json.finished_count ?? 0, score_pct_sum: Number(json.score_pct_sum ?? 0) },
    state: json.state && { case_id: caseId, ...json.state },
    memoryItems: json.memory_items,
  };
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
