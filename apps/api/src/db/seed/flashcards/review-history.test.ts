import { createEmptyCard, fsrs, type Card } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { studyDayKey, studyDayStart } from '../../../modules/flashcards/study-day.ts';
import { seededRandom } from '../questions/seeded-random.ts';
import { planReviewHistory, type HistorySide } from './review-history.ts';

const now = new Date('2026-11-26T15:00:00Z');
const side = (flashcardId: number, ord = 0): HistorySide => ({ flashcardId, ord, categoryId: null });
const pool = Array.from({ length: 230 }, (_, index) => side(index + 1, index % 5 === 0 ? 1 : 0));
const trackSides = [side(900), side(901), side(902), side(903)];
const history = planReviewHistory({
  pool,
  once: [{ daysAgo: 1, sides: trackSides.map((s, index) => ({ side: s, rating: index === 0 ? 1 : 3 })) }],
  now,
  random: seededRandom(42),
});
const keyOf = (s: HistorySide) => `${s.flashcardId}/${s.ord}`;

describe('review history', () => {
  it('spans 60 study days to yesterday with 3–4 days off and 15–45 reviews a day', () => {
    const perDay = new Map<string, number>();
    for (const review of history.reviews) {
      const day = studyDayKey(review.reviewedAt);
      perDay.set(day, (perDay.get(day) ?? 0) + 1);
    }
    const days = [...perDay.keys()].sort();
    expect(days[0]).toBe(studyDayKey(studyDayStart(now, -60)));
    expect(days.at(-1)).toBe(studyDayKey(studyDayStart(now, -1)));
    expect(60 - perDay.size).toBe(history.daysOff.length);
    expect([3, 4]).toContain(history.daysOff.length);
    for (const [day, count] of perDay) {
      expect(count, day).toBeGreaterThanOrEqual(15);
      expect(count, day).toBeLessThanOrEqual(45);
    }
    const passed = history.reviews.filter((review) => review.rating > 1).length / history.reviews.length;
    expect(passed).toBeGreaterThan(0.83);
    expect(passed).toBeLessThan(0.93);
  });

  it("leaves each item as ts-fsrs's replay of its reviews, with each review's snapshot the state before", () => {
    const scheduler = fsrs({ request_retention: 0.9, enable_fuzz: false });
    for (const item of history.items) {
      const reviews = history.reviews.filter((review) => keyOf(review.side) === keyOf(item.side));
      let card: Card | null = null;
      for (const review of reviews) {
        expect(review.snapshot?.due ?? null).toBe(card ? card.due.toISOString() : null);
        expect(review.stateBefore).toBe(card ? card.state : 0);
        card = scheduler.next(card ?? createEmptyCard(review.reviewedAt), review.reviewedAt, review.rating).card;
      }
      expect(item.card).toEqual(card);
    }
  });

  it('studies the track sides once, yesterday, with the given ratings; leaves cards due today and later', () => {
    const tracked = history.reviews.filter((review) => review.side.flashcardId >= 900);
    expect(tracked.map((review) => [review.side.flashcardId, review.rating])).toEqual([
      [900, 1],
      [901, 3],
      [902, 3],
      [903, 3],
    ]);
    const tomorrow = studyDayStart(now, 1).getTime();
    const dueToday = history.items.filter((item) => item.card.due.getTime() < tomorrow);
    expect(dueToday.length).toBeGreaterThan(0);
    expect(history.items.filter((item) => item.card.due.getTime() >= tomorrow).length).toBeGreaterThan(50);
  });
});
