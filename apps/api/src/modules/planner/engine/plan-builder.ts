import type { PlanInput, PlanOutput } from './engine-types.ts';
import { planFromFrame } from './plan-core.ts';
import { strideOrder } from './stream-order.ts';

/**
 * A plan from `input.firstDay` to the day before the exam (issue 16). Pure: the same inputs give the same plan.
 * Each day: its flashcard and error reviews (at most 30% of its time), a simulado when the cadence has a slot there,
 * then content in stride order (streams in proportion to their weights); the last one or two weeks only review
 * sessions. What does not fit is left out, least weight first, and `shortfallMinutes` says how much.
 */
export function buildPlan(input: PlanInput): PlanOutput {
  const frame = { fromDay: input.firstDay, usedOn: () => 0, takenKeys: new Set<string>(), simuladoDays: [] };
  return planFromFrame(input, frame, strideOrder(input.units, input.streamWeights));
}
