import { createEmptyCard, fsrs, type Card, type Grade } from 'ts-fsrs';
import { studyDayStart } from '../../../modules/flashcards/study-day.ts';
import type { FsrsStateNumber, MemoryItemSnapshot } from '../../schema/memory.ts';
import { planDaysOff, historyDays } from './history-days.ts';

/** One card side a learner studies: a flashcard and its ord, with the card's subject. */
export interface HistorySide {
  flashcardId: number;
  ord: number;
  categoryId: number | null;
}

interface PlannedReview {
  side: HistorySide;
  rating: Grade;
  stateBefore: FsrsStateNumber;
  /** The item before the review; null: the review created it. */
  snapshot: MemoryItemSnapshot | null;
  reviewedAt: Date;
  durationMs: number;
}

/** A side's item after its last review, as ts-fsrs left it. */
interface PlannedItem {
  side: HistorySide;
  card: Card;
  createdAt: Date;
}

export interface HistoryInput {
  /** Sides taken up as new cards over the period, in this order. */
  pool: readonly HistorySide[];
  /** Sides studied once at the end of a day's session (a lesson's track), with their rating, then left alone. */
  once: readonly { daysAgo: number; sides: readonly { side: HistorySide; rating: Grade }[] }[];
  now: Date;
  random: () => number;
}

export interface ReviewHistory {
  items: PlannedItem[];
  reviews: PlannedReview[];
  /** Days ago with no study. */
  daysOff: number[];
}

const reviewsPerDay = { min: 15, max: 45 } as const;
const minuteMs = 60_000;
const hourMs = 60 * minuteMs;

/** The demo's scheduler: ts-fsrs FSRS-6 with its default parameters, retention 0.9, no fuzz. */
const historyScheduler = fsrs({ request_retention: 0.9, enable_fuzz: false });

/** About 88% of reviews pass: Again 12%, Hard 10%, Good 70%, Easy 8%. */
function drawRating(random: () => number): Grade {
  const draw = random();
  if (draw < 0.12) return 1;
  if (draw < 0.22) return 2;
  return draw < 0.92 ? 3 : 4;
}

function snapshotOf(card: Card): MemoryItemSnapshot {
  return {
    due: card.due.toISOString(),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: card.elapsed_days,
    scheduled_days: card.scheduled_days,
    learning_steps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state as number as FsrsStateNumber,
    last_review: card.last_review?.toISOString() ?? null,
    missed_in: null,
    missed_at: null,
    resolved_at: null,
  };
}

interface Tracked {
  side: HistorySide;
  card: Card | null;
  createdAt: Date | null;
}

class Session {
  clock: number;
  count = 0;
  constructor(
    start: number,
    private readonly history: { reviews: PlannedReview[] },
    private readonly random: () => number,
  ) {
    this.clock = start;
  }

  review(item: Tracked, rating: Grade = drawRating(this.random)): void {
    const durationMs = 4000 + Math.floor(this.random() * 21_001);
    this.clock += durationMs;
    const at = new Date(this.clock);
    const before: Card = item.card ?? createEmptyCard<Card>(at);
    this.history.reviews.push({
      side: item.side,
      rating,
      stateBefore: before.state as number as FsrsStateNumber,
      snapshot: item.card ? snapshotOf(item.card) : null,
      reviewedAt: at,
      durationMs,
    });
    item.card = historyScheduler.next(before, at, rating).card;
    item.createdAt ??= at;
    this.count += 1;
    this.clock += Math.floor(this.random() * 8000);
  }
}

/** In one pass over the open items: the earliest due now, in (re)learning due within 20 minutes, and overall. */
function earliestOf(items: readonly Tracked[], clock: number) {
  let due: Tracked | undefined;
  let learning: Tracked | undefined;
  let any: Tracked | undefined;
  const before = (item: Tracked, best: Tracked | undefined) => !best?.card || (item.card as Card).due < best.card.due;
  for (const item of items) {
    if (!item.card) continue;
    const time = item.card.due.getTime();
    if (before(item, any)) any = item;
    if (time <= clock && before(item, due)) due = item;
    if (item.card.state % 2 === 1 && time <= clock + 20 * minuteMs && before(item, learning)) learning = item;
  }
  return { due, learning, any };
}

/**
 * A learner's review history from 60 study days ago to yesterday, replayed through ts-fsrs: a few days off, 15–45
 * reviews on every other day (due cards first, learning steps within the session, new cards paced to last the
 * period, reviews ahead only to reach the day's minimum), ratings drawn from `random`.
 */
export function planReviewHistory({ pool, once, now, random }: HistoryInput): ReviewHistory {
  const onceDays = new Map(once.map((day) => [day.daysAgo, day.sides]));
  const daysOff = planDaysOff(random, [...onceDays.keys()]);
  const history: ReviewHistory = { items: [], reviews: [], daysOff };
  /** Items the daily sessions pick from; those studied once (a track) are kept apart, never picked again. */
  const open: Tracked[] = [];
  const studiedOnce: Tracked[] = [];
  let next = 0;
  const days = historyDays(daysOff);
  days.forEach((daysAgo, index) => {
    const onceSides = onceDays.get(daysAgo) ?? [];
    const start = studyDayStart(now, -daysAgo).getTime() + (8 + Math.floor(random() * 14)) * hourMs;
    const session = new Session(start + Math.floor(random() * 60) * minuteMs, history, random);
    const target = reviewsPerDay.min + Math.floor(random() * (reviewsPerDay.max - reviewsPerDay.min + 1));
    const goal = Math.min(target, reviewsPerDay.max - onceSides.length);
    const minimum = reviewsPerDay.min - onceSides.length;
    const newBudget = Math.ceil((pool.length - next) / (days.length - index));
    let newToday = 0;
    while (session.count < goal) {
      const { due, learning, any } = earliestOf(open, session.clock);
      if (due) session.review(due);
      else if (learning?.card) session.clock = learning.card.due.getTime();
      else if (next < pool.length && (newToday < newBudget || session.count < minimum)) {
        const item: Tracked = { side: pool[next++] as HistorySide, card: null, createdAt: null };
        open.push(item);
        newToday += 1;
        session.review(item);
      } else if (session.count < minimum && any) session.review(any);
      else break;
    }
    for (const { side, rating } of onceSides) {
      const item: Tracked = { side, card: null, createdAt: null };
      studiedOnce.push(item);
      session.review(item, rating);
    }
  });
  history.items = [...open, ...studiedOnce].flatMap((item) =>
    item.card && item.createdAt ? [{ side: item.side, card: item.card, createdAt: item.createdAt }] : [],
  );
  return history;
}
