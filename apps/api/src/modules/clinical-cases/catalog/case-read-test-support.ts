import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import {
  clinicalCaseAttempts,
  clinicalCaseDecisions,
  clinicalCaseOptions,
  clinicalCases,
  clinicalCaseStageResults,
} from '../../../db/schema/index.ts';
import { stageScore } from '../case-scoring.ts';
import { sampleStages } from '../case-test-support.ts';
import type { WrittenCase } from '../case-writer.ts';

/**
 * Helpers of the read tests (not a test file): attempts of the sample case (case-test-support.ts) written straight
 * into the tables, as the run would leave them, and the peers' counters as the finish would keep them.
 */

/** A pick of the sample case: the option's index in its stage, and its role. */
type SamplePick = [optionIndex: number, role?: 'pick' | 'main' | 'differential'];

interface AttemptInput {
  producerId: string;
  userId: string;
  written: WrittenCase;
  /** Per stage (by index) the picks; stages past `picks.length` are not reached. */
  picks: readonly (readonly SamplePick[])[];
  /** How many stages are committed (default: every stage with picks). */
  committed?: number;
  finished?: boolean;
  countsForPeers?: boolean;
  at?: Date;
}

/** The sample case's score of the picks (the sum of the chosen options' points). */
function sampleScore(picks: readonly (readonly SamplePick[])[], committed = picks.length): number {
  return picks.slice(0, committed).reduce((sum, stagePicks, index) => {
    const options = (sampleStages[index]?.options ?? []).map((option, id) => ({
      id,
      points: option.points,
      differential_points: option.differentialPoints ?? 0,
    }));
    return (
      sum +
      stageScore(
        options,
        stagePicks.map(([id, role]) => ({ option_id: id, role: role ?? 'pick' })),
      )
    );
  }, 0);
}

/** Writes an attempt with its decisions and committed stages; returns its id and score. */
export async function writeSampleAttempt(db: Database, input: AttemptInput): Promise<{ id: number; score: number }> {
  const at = input.at ?? new Date();
  const committed = input.committed ?? input.picks.length;
  const score = sampleScore(input.picks, committed);
  const [attempt] = await db
    .insert(clinicalCaseAttempts)
    .values({
      producer_id: input.producerId,
      user_id: input.userId,
      case_id: input.written.id,
      stage_position: committed,
      score,
      active_seconds: 600,
      started_at: new Date(at.getTime() - 600_000),
      last_activity_at: at,
      finished_at: input.finished ? at : null,
      counts_for_peers: input.countsForPeers ?? false,
    })
    .returning({ id: clinicalCaseAttempts.id });
  const attemptId = (attempt as { id: number }).id;
  const decisions = input.picks.flatMap((stagePicks, index) => {
    const stage = input.written.stages[index];
    if (!stage) return [];
    return stagePicks.map(([optionIndex, role], position) => ({
      attempt_id: attemptId,
      stage_id: stage.id,
      option_id: stage.optionIds[optionIndex] as number,
      role: role ?? 'pick',
      position: position + 1,
      picked_at: at,
      idempotency_key: randomUUID(),
    }));
  });
  if (decisions.length) await db.insert(clinicalCaseDecisions).values(decisions);
  const results = input.written.stages.slice(0, committed).map((stage, index) => ({
    attempt_id: attemptId,
    stage_id: stage.id,
    score: sampleScore([input.picks[index] ?? []]),
    committed_at: at,
    idempotency_key: randomUUID(),
  }));
  if (results.length) await db.insert(clinicalCaseStageResults).values(results);
  return { id: attemptId, score };
}

/** Sets the peers' counters as the finish keeps them: finished count, score sum, and each option's choices. */
export async function setPeerCounters(
  db: Database,
  caseId: number,
  finished: number,
  scorePctSum: number,
  optionCounts: ReadonlyMap<number, { chosen: number; differential?: number }>,
): Promise<void> {
  await db
    .update(clinicalCases)
    .set({ finished_count: finished, score_pct_sum: scorePctSum })
    .where(eq(clinicalCases.id, caseId));
  for (const [optionId, counts] of optionCounts) {
    await db
      .update(clinicalCaseOptions)
      .set({ chosen_count: counts.chosen, differential_count: counts.differential ?? 0 })
      .where(eq(clinicalCaseOptions.id, optionId));
  }
}
