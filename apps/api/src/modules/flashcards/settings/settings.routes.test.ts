import { describe, expect, it, vi } from 'vitest';
import type { Rating } from '@members/contract';
import { memoryItems, memoryReviews } from '../../../db/schema/index.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { createLearner, createProducer, type TestLearner } from '../../courses/course-test-support.ts';
import { scheduleReview, type ScheduleFields } from '../scheduler/fsrs-scheduler.ts';
import { studyClient } from '../study/study-test-support.ts';
import { maybeQueueFitting } from './fitting-trigger.ts';
import { fitParametersJob } from './fsrs-fitting.ts';
import { loadStudySettings } from './settings.ts';

const dayMs = 86_400_000;

/** A deterministic pseudo-random sequence (mulberry32). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * `items` cards reviewed on their due days over about a year by a learner who forgets faster than FSRS's
 * defaults expect (recall 70% at each due); returns the number of reviews written.
 */
async function writeHistory(ctx: ReturnType<typeof useTestApp>, learner: TestLearner, items: number): Promise<number> {
  const { db } = ctx.database;
  const next = random(14);
  const start = Date.now() - 365 * dayMs;
  const settings = { desiredRetention: 0.9, weights: null, daysOff: [] };
  let written = 0;
  for (let index = 0; index < items; index++) {
    const reviews: { rating: Rating; at: Date }[] = [];
    let fields: ScheduleFields | null = null;
    let at = new Date(start + index * 3_600_000);
    while (at.getTime() < Date.now() - dayMs && reviews.length < 12) {
      const rating: Rating = next() < 0.7 ? (next() < 0.2 ? 4 : 3) : 1;
      fields = scheduleReview(fields, rating, at, settings);
      reviews.push({ rating, at });
      at = fields.due;
    }
    const [item] = await db
      .insert(memoryItems)
      .values({ producer_id: learner.user.producer_id, user_id: learner.user.id, due: at, state: 2 })
      .returning({ id: memoryItems.id });
    await db.insert(memoryReviews).values(
      reviews.map((review) => ({
        producer_id: learner.user.producer_id,
        user_id: learner.user.id,
        item_id: item?.id ?? 0,
        rating: review.rating,
        state_before: 2 as const,
        reviewed_at: review.at,
        idempotency_key: crypto.randomUUID(),
      })),
    );
    written += reviews.length;
  }
  return written;
}

describe('flashcard settings', () => {
  const ctx = useTestApp();

  it('reads the defaults before any save, saves valid settings and refuses invalid ones', async () => {
    const producer = await createProducer(ctx.database.db);
    const client = studyClient(ctx, await createLearner(ctx.database.db, producer.id));
    expect((await client.settings()).json()).toEqual({
      desired_retention: 0.9,
      new_per_day: 20,
      max_reviews_per_day: 200,
      days_off: [],
      personalized: false,
      review_count: 0,
      reviews_for_fitting: 1000,
    });
    const saved = await client.saveSettings({
      desired_retention: 0.85,
      new_per_day: 5,
      max_reviews_per_day: 50,
      days_off: [6, 0, 6],
    });
    expect(saved.json()).toMatchObject({ desired_retention: 0.85, new_per_day: 5, days_off: [0, 6] });
    expect((await client.settings()).json()).toMatchObject({ desired_retention: 0.85, max_reviews_per_day: 50 });
    for (const bad of [
      { desired_retention: 0.5 },
      { desired_retention: 0.99 },
      { new_per_day: -1 },
      { max_reviews_per_day: 0 },
      { days_off: [7] },
      { days_off: [0, 1, 2, 3, 4, 5, 6] },
    ]) {
      const res = await client.saveSettings({ ...saved.json(), ...bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
    }
  });

  it("fits the learner's parameters past 1,000 reviews in a job, and the scheduler then uses them", async () => {
    const producer = await createProducer(ctx.database.db, 'Produtor Fitting');
    const learner = await createLearner(ctx.database.db, producer.id);
    const jobs = { enqueue: vi.fn(async () => true) };
    await maybeQueueFitting(ctx.database.db, jobs, learner.user.id);
    expect(jobs.enqueue).not.toHaveBeenCalled();

    const written = await writeHistory(ctx, learner, 160);
    expect(written).toBeGreaterThanOrEqual(1000);
    await maybeQueueFitting(ctx.database.db, jobs, learner.user.id);
    await maybeQueueFitting(ctx.database.db, jobs, learner.user.id);
    expect(jobs.enqueue).toHaveBeenCalledTimes(1);
    expect(jobs.enqueue).toHaveBeenCalledWith(
      'flashcards.fit-parameters',
      { userId: learner.user.id },
      expect.anything(),
    );

    // The job itself, through the app's queue (as a review's enqueue would leave it).
    await ctx.app.jobs.enqueue(fitParametersJob, { userId: learner.user.id });
    let settings = await loadStudySettings(ctx.database.db, learner.user.id);
    for (let tries = 0; tries < 100 && !settings.scheduler.weights; tries++) {
      await ctx.app.jobs.poll();
      await new Promise((resolve) => setTimeout(resolve, 100));
      settings = await loadStudySettings(ctx.database.db, learner.user.id);
    }
    expect(settings.scheduler.weights).toHaveLength(21);
    const at = new Date();
    const fitted = scheduleReview(null, 3, at, settings.scheduler);
    const defaults = scheduleReview(null, 3, at, { ...settings.scheduler, weights: null });
    expect(fitted.stability).not.toBe(defaults.stability);
    const view = (await studyClient(ctx, learner).settings()).json();
    expect(view).toMatchObject({ personalized: true, review_count: written });
    await maybeQueueFitting(ctx.database.db, jobs, learner.user.id);
    expect(jobs.enqueue).toHaveBeenCalledTimes(1);
  }, 30_000);
});
