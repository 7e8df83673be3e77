import type { RunPick, RunStage } from '@members/contract';
import type { ClinicalCaseDecisionRow } from '../../db/schema/index.ts';
import type { CaseContent } from './case-content.repository.ts';

type StageContent = CaseContent['stages'][number];

/** A committed stage's result row. */
export interface StageResult {
  score: number;
  committed_at: Date;
}

const revealsFindings = new Set(['history', 'exam', 'tests']);

/** The active decisions of a stage as the contract shows them, in the learner's order. */
export function stagePicks(decisions: readonly ClinicalCaseDecisionRow[]): RunPick[] {
  return decisions
    .filter((decision) => decision.removed_at === null)
    .sort((a, b) => a.position - b.position || a.picked_at.getTime() - b.picked_at.getTime() || a.id - b.id)
    .map((decision) => ({
      option_id: decision.option_id,
      text: decision.text,
      role: decision.role,
      position: decision.position,
      picked_at: decision.picked_at.toISOString(),
    }));
}

/**
 * A reached stage as the learner may see it. Before commit: labels, prices and turnaround, and the findings of what
 * was picked; never points, feedback, ratings or the expert's order. After commit: everything of the options
 * (findings of what was not picked only when `revealAllFindings`: the debrief), the score and the discussion.
 */
export function stageView(
  content: StageContent,
  decisions: readonly ClinicalCaseDecisionRow[],
  result: StageResult | null,
  revealAllFindings = false,
): RunStage {
  const { stage } = content;
  const picks = stagePicks(decisions);
  const picked = new Set(picks.flatMap((pick) => (pick.option_id === null ? [] : [pick.option_id])));
  const committed = result !== null;
  return {
    id: stage.id,
    position: stage.position,
    kind: stage.kind,
    title: stage.title,
    body: stage.body,
    prompt: stage.prompt,
    committed,
    committed_at: result?.committed_at.toISOString() ?? null,
    score: result?.score ?? null,
    max_score: committed ? stage.max_score : null,
    options: content.options.map((option) => {
      const showFinding =
        revealsFindings.has(stage.kind) && (picked.has(option.id) || (committed && revealAllFindings));
      return {
        id: option.id,
        label: option.label,
        cost_cents: option.cost_cents,
        turnaround_minutes: option.turnaround_minutes,
        finding: showFinding ? option.finding : null,
        points: committed ? option.points : null,
        differential_points: committed && stage.kind === 'diagnosis' ? option.differential_points : null,
        feedback: committed ? option.feedback : null,
        rating: committed ? option.rating : null,
        expert_position: committed ? option.expert_position : null,
      };
    }),
    picks,
    discussion: committed ? stage.discussion : null,
  };
}
