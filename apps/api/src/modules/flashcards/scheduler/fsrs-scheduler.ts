import type { Rating } from '@members/contract';
import { fsrs, type Card, type FSRS, type Grade } from 'ts-fsrs';
import type { FsrsStateNumber } from '../../../db/schema/memory.ts';
import { moveOffDaysOff } from './days-off.ts';
import type { ScheduleFields } from './schedule-fields.ts';

/** What the learner's settings bring to the scheduler. */
export interface SchedulerSettings {
  desiredRetention: number;
  /** The learner's fitted FSRS-6 parameters; null: ts-fsrs's defaults. */
  weights: readonly number[] | null;
  /** Weekdays with nothing due (0 Sunday … 6 Saturday). */
  daysOff: readonly number[];
}

export const ratings: readonly Rating[] = [1, 2, 3, 4];

export type { ScheduleFields };

const schedulers = new Map<string, FSRS>();

/**
 * ts-fsrs's FSRS-6 with the learner's retention and parameters, no fuzz (the same rating at the same time always
 * gives the same due, which the undo and the tests rely on), and its default (re)learning steps (1m, 10m / 10m).
 */
export function schedulerFor(settings: Pick<SchedulerSettings, 'desiredRetention' | 'weights'>): FSRS {
  const key = `${settings.desiredRetention}:${settings.weights?.join(',') ?? ''}`;
  let scheduler = schedulers.get(key);
  if (!scheduler) {
    if (schedulers.size >= 200) schedulers.clear();
    scheduler = fsrs({
      request_retention: settings.desiredRetention,
      enable_fuzz: false,
      ...(settings.weights ? { w: [...settings.weights] } : {}),
    });
    schedulers.set(key, scheduler);
  }
  return scheduler;
}

/** A new card's fields before its first review (what ts-fsrs's createEmptyCard gives, due at `at`). */
export function newCardFields(at: Date): ScheduleFields {
  return {
    due: at,
    stability: 0,
    difficulty: 0,
    elapsed_days: 0,
    scheduled_days: 0,
    learning_steps: 0,
    reps: 0,
    lapses: 0,
    state: 0,
    last_review: null,
  };
}

function toCard(fields: ScheduleFields): Card {
  const { last_review, ...rest } = fields;
  return { ...rest, ...(last_review ? { last_review } : {}) };
}

function fromCard(card: Card): ScheduleFields {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: card.elapsed_days,
    scheduled_days: card.scheduled_days,
    learning_steps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state as number as FsrsStateNumber,
    last_review: card.last_review ?? null,
  };
}

/**
 * The item after a review rated `rating` at `at` (null item: a new card's first review), then kept off the
 * learner's days off.
 */
export function scheduleReview(
  item: ScheduleFields | null,
  rating: Rating,
  at: Date,
  settings: SchedulerSettings,
): ScheduleFields {
  const { card } = schedulerFor(settings).next(toCard(item ?? newCardFields(at)), at, rating as Grade);
  return moveOffDaysOff(fromCard(card), at, settings.daysOff);
}

/** Where each rating would send the item (Anki's button labels): due time and interval in seconds. */
export function nextIntervals(
  item: ScheduleFields | null,
  at: Date,
  settings: SchedulerSettings,
): { rating: Rating; due: string; interval_seconds: number }[] {
  const preview = schedulerFor(settings).repeat(toCard(item ?? newCardFields(at)), at);
  return ratings.map((rating) => {
    const next = moveOffDaysOff(fromCard(preview[rating as Grade].card), at, settings.daysOff);
    return {
      rating,
      due: next.due.toISOString(),
      interval_seconds: Math.max(0, Math.round((next.due.getTime() - at.getTime()) / 1000)),
    };
  });
}
