import type { RunState } from '@members/contract';
import type { ClinicalCaseAttemptRow, ClinicalCaseDecisionRow } from '../../../db/schema/index.ts';
import type { CaseContent } from '../case-content.repository.ts';
import { stageView } from '../stage-view.ts';
import type { StageResultRow } from './run.repository.ts';

/** What the run screen is built from: the case, the attempt, its decisions and its committed stages. */
export interface RunRows {
  content: CaseContent;
  attempt: ClinicalCaseAttemptRow;
  decisions: readonly ClinicalCaseDecisionRow[];
  results: readonly StageResultRow[];
}

/**
 * The tests' bill: the prices of the tests ordered (active picks of tests stages) add up; the minutes are the
 * longest turnaround, since tests ordered together run in parallel and the patient waits for the slowest.
 */
export function testsBill(content: CaseContent, decisions: readonly ClinicalCaseDecisionRow[]) {
  const picked = new Set(
    decisions.flatMap((decision) =>
      decision.removed_at === null && decision.option_id !== null ? [decision.option_id] : [],
    ),
  );
  let costCents = 0;
  let minutes = 0;
  for (const { stage, options } of content.stages) {
    if (stage.kind !== 'tests') continue;
    for (const option of options.filter((item) => picked.has(item.id))) {
      costCents += option.cost_cents ?? 0;
      minutes = Math.max(minutes, option.turnaround_minutes ?? 0);
    }
  }
  return { costCents, minutes };
}

/**
 * The attempt as the run screen shows it: the committed stages and the current one, never a later stage; a stage's
 * options as stage-view.ts reveals them (nothing scored before its commit).
 */
export function runState({ content, attempt, decisions, results }: RunRows): RunState {
  const stageCount = content.stages.length;
  const current = attempt.stage_position < stageCount ? attempt.stage_position : null;
  const resultByStage = new Map(results.map((result) => [result.stage_id, result]));
  const bill = testsBill(content, decisions);
  return {
    attempt_id: attempt.id,
    case: { id: content.case.id, title: content.case.title, stage_count: stageCount },
    started_at: attempt.started_at.toISOString(),
    active_seconds: attempt.active_seconds,
    last_activity_at: attempt.last_activity_at.toISOString(),
    finished_at: attempt.finished_at?.toISOString() ?? null,
    current_stage: current,
    tests_cost_cents: bill.costCents,
    tests_minutes: bill.minutes,
    counts_for_peers: attempt.counts_for_peers,
    stages: content.stages.slice(0, attempt.stage_position + 1).map((stageContent) =>
      stageView(
        stageContent,
        decisions.filter((decision) => decision.stage_id === stageContent.stage.id),
        resultByStage.get(stageContent.stage.id) ?? null,
      ),
    ),
  };
}
