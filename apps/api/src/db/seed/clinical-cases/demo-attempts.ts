import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { scorePct, stageScore } from '../../../modules/clinical-cases/case-scoring.ts';
import type { Database } from '../../database.ts';
import { clinicalCaseAttempts, clinicalCaseDecisions, clinicalCaseStageResults } from '../../schema/index.ts';
import { inChunks, insertChunks } from '../courses/insert-in-chunks.ts';
import type { SeedDecision, SeedStage } from './peer-choices.ts';

/** One demo attempt: the choices of each stage committed (all of them when finished), and the current stage's picks. */
export interface SeedAttempt {
  userId: string;
  caseId: number;
  maxScore: number;
  stages: readonly SeedStage[];
  /** Choices of the committed stages, in order. */
  committed: readonly SeedDecision[][];
  /** Picks made in the current stage, not committed yet (an attempt in progress). */
  current?: readonly SeedDecision[];
  startedAt: Date;
  finished: boolean;
  countsForPeers: boolean;
  /**
   * Write the attempt's row and the peers' counters only, not its decisions and committed stages: the demo peers'
   * choices show through the counters alone, and their 20,000 decision rows per producer tripled the time every
   * seeded test file spends seeding.
   */
  summaryOnly?: boolean;
}

const stepMs = (index: number) => 25_000 + ((index * 7919) % 60) * 1000;

function attemptRows(attempt: SeedAttempt) {
  let at = attempt.startedAt.getTime();
  const decisions: Omit<typeof clinicalCaseDecisions.$inferInsert, 'attempt_id'>[] = [];
  const results: Omit<typeof clinicalCaseStageResults.$inferInsert, 'attempt_id'>[] = [];
  let score = 0;
  const decide = (choice: SeedDecision) => {
    at += stepMs(decisions.length);
    decisions.push({ ...choice, text: null, picked_at: new Date(at), idempotency_key: randomUUID() });
  };
  attempt.committed.forEach((choices, index) => {
    const stage = attempt.stages[index];
    if (!stage) return;
    for (const choice of choices) decide(choice);
    at += 20_000;
    const stageResult = stageScore(stage.options, choices);
    score += stageResult;
    results.push({ stage_id: stage.id, score: stageResult, committed_at: new Date(at), idempotency_key: randomUUID() });
  });
  for (const choice of attempt.current ?? []) decide(choice);
  const seconds = Math.round((at - attempt.startedAt.getTime()) / 1000);
  return {
    attempt: {
      user_id: attempt.userId,
      case_id: attempt.caseId,
      stage_position: attempt.committed.length,
      score,
      active_seconds: seconds,
      started_at: attempt.startedAt,
      last_activity_at: new Date(at),
      finished_at: attempt.finished ? new Date(at + 5_000) : null,
      counts_for_peers: attempt.finished && attempt.countsForPeers,
    },
    decisions,
    results,
  };
}

/** The peers' counters the finish keeps (cases: finished count and score sum; options: how often chosen). */
async function addPeerCounters(db: Database, attempts: readonly SeedAttempt[], scores: readonly number[]) {
  const cases = new Map<number, { count: number; pctSum: number }>();
  const options = new Map<number, { chosen: number; differential: number }>();
  attempts.forEach((attempt, index) => {
    if (!attempt.finished || !attempt.countsForPeers) return;
    const entry = cases.get(attempt.caseId) ?? { count: 0, pctSum: 0 };
    entry.count += 1;
    entry.pctSum += scorePct(scores[index] ?? 0, attempt.maxScore);
    cases.set(attempt.caseId, entry);
    for (const choice of attempt.committed.flat()) {
      const option = options.get(choice.option_id) ?? { chosen: 0, differential: 0 };
      if (choice.role === 'differential') option.differential += 1;
      else option.chosen += 1;
      options.set(choice.option_id, option);
    }
  });
  for (const [id, entry] of cases)
    await db.execute(
      sql`update clinical_cases set finished_count = finished_count + ${entry.count},
            score_pct_sum = score_pct_sum + ${entry.pctSum} where id = ${id}`,
    );
  const optionRows = [...options].map(
    ([id, entry]) => sql`(${id}::int, ${entry.chosen}::int, ${entry.differential}::int)`,
  );
  await insertChunks(optionRows, (chunk) =>
    db.execute(
      sql`update clinical_case_options o set chosen_count = o.chosen_count + v.chosen,
            differential_count = o.differential_count + v.differential
          from (values ${sql.join(chunk, sql`, `)}) as v(id, chosen, differential) where o.id = v.id`,
    ),
  );
}

/** Writes demo attempts with their decisions, committed stages and the peers' counters, as the run would have. */
export async function insertCaseAttempts(
  db: Database,
  producerId: string,
  attempts: readonly SeedAttempt[],
): Promise<number[]> {
  const rows = attempts.map(attemptRows);
  const ids = await inChunks(rows, (chunk) =>
    db
      .insert(clinicalCaseAttempts)
      .values(chunk.map((row) => ({ ...row.attempt, producer_id: producerId })))
      .returning({ id: clinicalCaseAttempts.id }),
  );
  const kept = (index: number) => attempts[index]?.summaryOnly !== true;
  const decisions = rows.flatMap((row, index) =>
    kept(index) ? row.decisions.map((decision) => ({ ...decision, attempt_id: ids[index]?.id ?? 0 })) : [],
  );
  const results = rows.flatMap((row, index) =>
    kept(index) ? row.results.map((result) => ({ ...result, attempt_id: ids[index]?.id ?? 0 })) : [],
  );
  await insertChunks(decisions, (chunk) => db.insert(clinicalCaseDecisions).values(chunk));
  await insertChunks(results, (chunk) => db.insert(clinicalCaseStageResults).values(chunk));
  await addPeerCounters(
    db,
    attempts,
    rows.map((row) => row.attempt.score),
  );
  return ids.map((row) => row.id);
}
