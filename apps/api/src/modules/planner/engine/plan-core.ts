import { placeContent } from './content-placement.ts';
import { placeDailyReviews } from './daily-reviews.ts';
import { DayLedger } from './day-ledger.ts';
import type { PlanInput, PlanOutput, WorkUnit } from './engine-types.ts';
import { reviewStartDay } from './review-period.ts';
import { placeReviewWeeks } from './review-weeks.ts';
import { cadenceSlots } from './simulado-cadence.ts';
import { placeSimulados } from './simulado-placement.ts';
import { compareText, weightOf } from './stream-order.ts';

/** What a plan is built around besides its inputs (a re-plan: today, the work already done, the keys it holds). */
export interface PlanFrame {
  /** The first day to place work on. */
  fromDay: number;
  /** Minutes of the day already taken by work done on it. */
  usedOn: (day: number) => number;
  /** Keys of kept activities: never placed again. */
  takenKeys: ReadonlySet<string>;
  /** Days a kept simulado counts on: their cadence slots are filled. */
  simuladoDays: readonly number[];
}

/**
 * Builds the days from `frame.fromDay` to the exam in the rule's order: daily reviews, simulados on the cadence, the
 * review weeks, then the content units in the order given (cut at the capacity, first-fit).
 */
export function planFromFrame(plan: PlanInput, frame: PlanFrame, ordered: readonly WorkUnit[]): PlanOutput {
  const availableOn = (day: number) => plan.available[day - plan.firstDay] ?? 0;
  const ledger = new DayLedger(frame.fromDay, plan.examDay, availableOn, frame.usedOn, frame.takenKeys);
  const startDay = Math.min(plan.startDay ?? plan.firstDay, plan.firstDay);
  const reviewFrom = reviewStartDay(startDay, plan.examDay);
  placeDailyReviews(ledger, plan);
  placeSimulados(ledger, cadenceSlots(startDay, frame.fromDay, plan.examDay), {
    candidates: plan.simulados,
    includeSimulados: plan.includeSimulados,
    simuladoLivreQuestions: plan.simuladoLivreQuestions,
    filledDays: frame.simuladoDays,
  });
  placeReviewWeeks(ledger, reviewFrom, plan.reviewUnits);
  const leftOut = placeContent(ledger, ordered, reviewFrom).sort(
    (a, b) =>
      weightOf(plan.streamWeights, a.stream) - weightOf(plan.streamWeights, b.stream) || compareText(a.key, b.key),
  );
  const leftOutMinutes = leftOut.reduce((sum, unit) => sum + unit.minutes, 0);
  return {
    activities: ledger.activities(),
    leftOut,
    shortfallMinutes: leftOut.length > 0 ? leftOutMinutes : null,
    reviewFrom,
  };
}
