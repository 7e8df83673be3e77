import type { CaseStatusFilter, CaseSummary } from '@members/contract';
import { scorePct } from '../case-scoring.ts';
import type { CatalogCase } from './case-catalog.ts';
import type { PeerFiguresRow } from './case-catalog.repository.ts';

/** A learner's standing on a case (absent from the map: never started). */
export interface LearnerCaseState {
  /** `in_progress` while an attempt is open (even a practice one after a finish), else `finished`. */
  status: Exclude<CaseStatusFilter, 'new'>;
  attemptId: number | null;
  stageReached: number | null;
  openActivityAt: Date | null;
  /** The best finished attempt's score (null: none finished). */
  bestScore: number | null;
  lastFinishedAt: Date | null;
}

export const statusOf = (state: LearnerCaseState | undefined): CaseStatusFilter => state?.status ?? 'new';

/** A case as lists show it, with the learner's state and the peers' figures (null figures: none finished). */
export function caseSummary(
  item: CatalogCase,
  state: LearnerCaseState | undefined,
  peers: PeerFiguresRow | undefined,
): CaseSummary {
  const finished = peers?.finished_count ?? 0;
  return {
    id: item.id,
    title: item.title,
    summary: item.summary,
    difficulty: item.difficulty,
    estimated_minutes: item.estimatedMinutes,
    subjects: item.subjects,
    stage_count: item.stageCount,
    learner: {
      status: statusOf(state),
      attempt_id: state?.attemptId ?? null,
      stage_reached: state?.stageReached ?? null,
      best_score_pct: state?.bestScore == null ? null : scorePct(state.bestScore, item.maxScore),
      finished_at: state?.lastFinishedAt?.toISOString() ?? null,
    },
    peers: {
      finished,
      average_score_pct: finished > 0 && peers ? Math.round(peers.score_pct_sum / finished) : null,
    },
  };
}
