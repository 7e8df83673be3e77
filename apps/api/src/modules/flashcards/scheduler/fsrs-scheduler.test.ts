import type { Rating } from '@members/contract';
import { createEmptyCard, fsrs, type Card, type Grade } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { studyWeekday } from '../study-day.ts';
import { nextIntervals, scheduleReview, type ScheduleFields, type SchedulerSettings } from './fsrs-scheduler.ts';

const defaults: SchedulerSettings = { desiredRetention: 0.9, weights: null, daysOff: [] };
const start = new Date('2026-03-02T12:00:00.000Z');
const hours = (n: number) => n * 3_600_000;

/** A fixed study history: ratings and when they were given (hours after start). */
const history: [Rating, number][] = [
  [3, 0],
  [3, 0.2],
  [1, 30],
  [3, 30.2],
  [2, 80],
  [4, 300],
  [3, 900],
  [1, 2400],
  [3, 2400.2],
  [3, 3000],
];

function replayOurs(settings: SchedulerSettings): ScheduleFields[] {
  let item: ScheduleFields | null = null;
  return history.map(
    ([rating, at]) => (item = scheduleReview(item, rating, new Date(start.getTime() + hours(at)), settings)),
  );
}

function replayTsFsrs(retention: number, w?: number[]): Card[] {
  const scheduler = fsrs({ request_retention: retention, enable_fuzz: false, ...(w ? { w } : {}) });
  let card = createEmptyCard(start);
  return history.map(
    ([rating, at]) => (card = scheduler.next(card, new Date(start.getTime() + hours(at)), rating as Grade).card),
  );
}

function expectSame(ours: ScheduleFields[], theirs: Card[]): void {
  expect(ours).toHaveLength(theirs.length);
  ours.forEach((item, index) => {
    const card = theirs[index] as Card;
    expect(item.due.toISOString()).toBe(card.due.toISOString());
    expect(item.stability).toBe(card.stability);
    expect(item.difficulty).toBe(card.difficulty);
    expect(item.elapsed_days).toBe(card.elapsed_days);
    expect(item.scheduled_days).toBe(card.scheduled_days);
    expect(item.learning_steps).toBe(card.learning_steps);
    expect(item.reps).toBe(card.reps);
    expect(item.lapses).toBe(card.lapses);
    expect(item.state).toBe(card.state);
    expect(item.last_review?.toISOString()).toBe(card.last_review?.toISOString());
  });
}

describe('scheduleReview', () => {
  it('schedules exactly as ts-fsrs FSRS-6 does, field by field, over a fixed history', () => {
    expectSame(replayOurs(defaults), replayTsFsrs(0.9));
  });

  it('applies the desired retention: higher retention, shorter intervals, as ts-fsrs computes them', () => {
    const high = replayOurs({ ...defaults, desiredRetention: 0.97 });
    expectSame(high, replayTsFsrs(0.97));
    const low = replayOurs({ ...defaults, desiredRetention: 0.7 });
    expectSame(low, replayTsFsrs(0.7));
    expect(high.at(-1)?.scheduled_days ?? 0).toBeLessThan(low.at(-1)?.scheduled_days ?? 0);
  });

  it("uses the learner's fitted parameters when present", () => {
    const w = fsrs().parameters.w.map((value, index) => (index === 8 ? value * 0.5 : value));
    const fitted = replayOurs({ ...defaults, weights: w });
    expectSame(fitted, replayTsFsrs(0.9, w));
    expect(fitted.at(-1)?.stability).not.toBe(replayOurs(defaults).at(-1)?.stability);
  });

  it('moves a review due on a day off to the nearest earlier day that is not off', () => {
    const plain = replayOurs(defaults).at(-1) as ScheduleFields;
    const dueDay = studyWeekday(plain.due);
    const before = (dueDay + 6) % 7;
    const moved = replayOurs({ ...defaults, daysOff: [dueDay] }).at(-1) as ScheduleFields;
    expect(studyWeekday(moved.due)).toBe(before);
    expect(plain.due.getTime() - moved.due.getTime()).toBe(86_400_000);
    expect(moved.scheduled_days).toBe(plain.scheduled_days - 1);
    const twoOff = replayOurs({ ...defaults, daysOff: [dueDay, before] }).at(-1) as ScheduleFields;
    expect(plain.due.getTime() - twoOff.due.getTime()).toBe(2 * 86_400_000);
  });

  it('never moves learning steps nor a due of tomorrow', () => {
    const everyDay = [0, 1, 2, 3, 4, 5];
    const first = scheduleReview(null, 1, start, { ...defaults, daysOff: everyDay });
    expect(first.state).toBe(1);
    expect(first.due.getTime() - start.getTime()).toBe(60_000);
    const review = scheduleReview(null, 4, start, {
      ...defaults,
      daysOff: [studyWeekday(new Date(start.getTime() + 86_400_000))],
    });
    expect(review.due.getTime()).toBeGreaterThan(start.getTime() + 86_400_000);
  });
});

describe('nextIntervals', () => {
  it("gives each rating's due as ts-fsrs previews it, in order Again … Easy", () => {
    const intervals = nextIntervals(null, start, defaults);
    const preview = fsrs({ enable_fuzz: false }).repeat(createEmptyCard(start), start);
    expect(intervals.map((next) => next.rating)).toEqual([1, 2, 3, 4]);
    for (const next of intervals) {
      const due = preview[next.rating as Grade].card.due;
      expect(next.due).toBe(due.toISOString());
      expect(next.interval_seconds).toBe(Math.round((due.getTime() - start.getTime()) / 1000));
    }
    expect(intervals[0]?.interval_seconds).toBe(60);
  });
});
