import type { PlannerWeaknessSource } from '@members/contract';
import type { StoredPlanInclude } from '../../../db/schema/planner.ts';
import type { PlanInput } from '../engine/engine-types.ts';

/**
 * What a plan is made from (the onboarding's answers, as a plan row keeps them): the target institutions, the
 * minutes per weekday (Sunday first), the dates off, what to include, and the learner's own view of each grande
 * área (`selfRatings`: área id → 1–5; `diagnostic`: área id → accuracy 0–1).
 */
export interface PlanRecipe {
  institutionIds: number[];
  weekdayMinutes: number[];
  daysOff: string[];
  include: StoredPlanInclude;
  selfRatings: Record<string, number>;
  diagnostic: Record<string, number>;
}

/** Why a grande área gets its share: its incidence in the target exams and the learner's weakness in it. */
export interface ShareBasis {
  subject: { id: number; desc: string };
  /** Share of the target institutions' published questions under this área, 0–100. */
  incidencePct: number;
  /** The accuracy the weakness came from, 0–100; null when it came from a self-rating or nothing. */
  accuracyPct: number | null;
  weaknessSource: PlannerWeaknessSource;
  /** incidence × weakness (the stream weight of the área's question sessions). */
  weight: number;
}

/** The engine's input, and the basis of every grande área's share (the plan page explains them). */
export interface GatheredInputs {
  input: PlanInput;
  shares: ShareBasis[];
}
