import type { CaseStageKind } from '@members/contract';

/** What scoring needs of an option. */
export interface ScoredOption {
  id: number;
  points: number;
  differential_points: number;
}

/** An active decision: a pick, or a hypothesis as main or differential (option null: typed, unmatched). */
export interface ScoredPick {
  option_id: number | null;
  role: 'pick' | 'main' | 'differential';
}

const positive = (value: number) => Math.max(0, value);

/**
 * The best score a stage allows: every positive pick (history, exam, tests, management), the best alternative
 * (question), the best main hypothesis plus every other hypothesis's positive points as a differential (diagnosis).
 */
export function stageMaxScore(kind: CaseStageKind, options: readonly ScoredOption[]): number {
  if (options.length === 0) return 0;
  if (kind === 'question') return Math.max(0, ...options.map((option) => option.points));
  if (kind !== 'diagnosis') return options.reduce((sum, option) => sum + positive(option.points), 0);
  const differentials = options.reduce((sum, option) => sum + positive(option.differential_points), 0);
  return Math.max(0, ...options.map((option) => option.points + differentials - positive(option.differential_points)));
}

/** A stage's score: the sum of the chosen options' points (as main or as differential for a hypothesis). */
export function stageScore(options: readonly ScoredOption[], picks: readonly ScoredPick[]): number {
  const byId = new Map(options.map((option) => [option.id, option]));
  return picks.reduce((sum, pick) => {
    const option = pick.option_id === null ? undefined : byId.get(pick.option_id);
    if (!option) return sum;
    return sum + (pick.role === 'differential' ? option.differential_points : option.points);
  }, 0);
}

/** A score in percent of the maximum (0 when the case has no positive points), never below 0. */
export function scorePct(score: number, maxScore: number): number {
  if (maxScore <= 0) return 0;
  return Math.max(0, Math.round((score / maxScore) * 100));
}
