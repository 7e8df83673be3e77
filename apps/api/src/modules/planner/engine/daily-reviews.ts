import { plannerReviewShare, plannerSecondsPerReview } from '@members/contract';
import type { DayLedger } from './day-ledger.ts';
import type { PlanInput } from './engine-types.ts';

/** Minutes `count` reviews take, rounded up. */
const reviewMinutes = (count: number) => Math.ceil((count * plannerSecondsPerReview) / 60);

/**
 * The counts that fit `capMinutes`: both shrunk in proportion to the reviews the cap holds, then one less of the
 * larger while the two rounded-up durations still pass it.
 */
function countsWithin(flashcards: number, errors: number, capMinutes: number): [number, number] {
  const total = flashcards + errors;
  const fitting = Math.floor((capMinutes * 60) / plannerSecondsPerReview);
  let cards = flashcards;
  let items = errors;
  if (total > fitting) {
    cards = Math.floor((flashcards * fitting) / total);
    items = Math.floor((errors * fitting) / total);
  }
  while (reviewMinutes(cards) + reviewMinutes(items) > capMinutes) {
    if (cards >= items) cards -= 1;
    else items -= 1;
  }
  return [cards, items];
}

/** A forecast count as whole reviews (a steady load is a mean: 0.2 errors a day is none). */
const wholeCount = (count: number) => Math.max(0, Math.round(count));

const flashcardsTitle = (count: number) => `Revisar ${count} ${count === 1 ? 'flashcard' : 'flashcards'}`;
const errorsTitle = (count: number) => `Caderno de erros: ${count} ${count === 1 ? 'item' : 'itens'}`;

/**
 * Each day's flashcard and error-notebook reviews (the forecast, else the steady load), first in the day, together
 * at most `plannerReviewShare` of the day's time (and of its room). A key the ledger already holds is not placed again.
 */
export function placeDailyReviews(ledger: DayLedger, plan: PlanInput): void {
  const forecast = new Map(plan.dueReviews.map((due) => [due.day, due]));
  for (let day = ledger.firstDay; day < ledger.examDay; day += 1) {
    const due = forecast.get(day) ?? plan.steadyReviews;
    if (!due) continue;
    const cap = Math.min(Math.floor(ledger.availableOn(day) * plannerReviewShare), ledger.roomOn(day));
    const [flashcards, errors] = countsWithin(wholeCount(due.flashcards), wholeCount(due.errors), cap);
    const reviews = [
      { kind: 'flashcards' as const, count: flashcards, title: flashcardsTitle(flashcards), errorsOnly: false },
      { kind: 'errors' as const, count: errors, title: errorsTitle(errors), errorsOnly: true },
    ];
    for (const review of reviews) {
      const key = `${review.kind}:${day}`;
      if (review.count === 0 || ledger.has(key)) continue;
      const target = { type: 'reviews', errors_only: review.errorsOnly, reviews: review.count };
      const minutes = reviewMinutes(review.count);
      ledger.place(
        { key, kind: review.kind, title: review.title, minutes, subjectId: null, subject: null, target },
        day,
        0,
      );
    }
  }
}
