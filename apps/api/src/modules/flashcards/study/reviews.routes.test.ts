import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { QueueResponse, ReviewResponse } from '@members/contract';
import { memoryItems } from '../../../db/schema/index.ts';
import { rawRows } from '../../../db/raw-rows.ts';
import { sampleQuestion } from '../../questions/question-test-support.ts';
import { cardRef, insertMissedQuestion, studyClient } from './study-test-support.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { fixtureLearner, writeStudyFixture, type StudyFixture } from './study-fixture.ts';

describe('flashcards reviews and undo', () => {
  const ctx = useTestApp();
  let ids = {} as StudyFixture;
  const learner = () => fixtureLearner(ctx.database.db, ids);

  beforeAll(async () => {
    ids = await writeStudyFixture(ctx.database.db);
  });

  it('refuses bad reviews: ratings out of range, no rating, bad key, times out of range, foreign cards', async () => {
    const client = studyClient(ctx, await learner());
    for (const rating of [0, 5, 'x', 2.5]) {
      expect((await client.rate(cardRef(ids.basic), rating as number)).statusCode, String(rating)).toBe(422);
    }
    const incomplete = await client.rate(cardRef(ids.basic), undefined);
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.json()).toMatchObject({ error: { code: 'flashcards.review_incomplete' } });
    expect((await client.rate(cardRef(ids.basic), 3, { idempotency_key: 'not-a-uuid' })).statusCode).toBe(422);
    for (const offset of [10 * 60_000, -31 * 86_400_000]) {
      const res = await client.rate(cardRef(ids.basic), 3, {
        reviewed_at: new Date(Date.now() + offset).toISOString(),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'flashcards.reviewed_at_out_of_range' } });
    }
    for (const ref of [cardRef(ids.otherCard), cardRef(ids.basic, 1), cardRef(ids.cloze, 5), cardRef(2_000_000)]) {
      const res = await client.rate(ref, 3);
      expect(res.statusCode, JSON.stringify(ref)).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'common.not_found' } });
    }
    expect((await client.rate(cardRef(ids.lockedTrackCards[0] ?? 0), 3)).statusCode).toBe(403);
    const notInMemory = await client.rate({ kind: 'question', question_id: ids.questions[1] ?? 0 }, undefined, {
      alternative: 'A',
    });
    expect(notInMemory.statusCode).toBe(404);
  });

  it('counts a review sent 10 times at once once, and refuses its key for another rating', async () => {
    const me = await learner();
    const client = studyClient(ctx, me);
    const payload = {
      idempotency_key: randomUUID(),
      ref: cardRef(ids.basic),
      rating: 3,
      reviewed_at: new Date().toISOString(),
    };
    const answers = await Promise.all(Array.from({ length: 10 }, () => client.review(payload)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    const bodies = answers.map((res) => res.json<ReviewResponse>());
    expect(bodies.filter((body) => !body.already_recorded)).toHaveLength(1);
    expect(new Set(bodies.map((body) => body.item.due)).size).toBe(1);
    expect((await client.settings()).json()).toMatchObject({ review_count: 1 });
    const [row] = await rawRows<{ reps: number }>(
      ctx.database.db,
      sql`select reps from memory_items where user_id = ${me.user.id} and flashcard_id = ${ids.basic}`,
    );
    expect(row?.reps).toBe(1);
    const reused = await client.review({ ...payload, rating: 1 });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ error: { code: 'flashcards.idempotency_key_reused' } });
  });

  it('undoes only the latest review, restoring the item exactly; a first review brings the card back as new', async () => {
    const me = await learner();
    const client = studyClient(ctx, me);
    const { db } = ctx.database;
    const read = async () =>
      (await db.select().from(memoryItems).where(eq(memoryItems.user_id, me.user.id))).find(
        (row) => row.flashcard_id === ids.reversible && row.card_ord === 0,
      );
    const first = await client.rate(cardRef(ids.reversible), 3);
    const firstKey = first.json<ReviewResponse>().idempotency_key;
    const afterFirst = await read();
    const second = await client.rate(cardRef(ids.reversible), 1);
    const secondKey = second.json<ReviewResponse>().idempotency_key;
    expect((await read())?.lapses).toBeGreaterThanOrEqual(0);

    const notLatest = await client.undo(firstKey);
    expect(notLatest.statusCode).toBe(409);
    expect(notLatest.json()).toMatchObject({ error: { code: 'flashcards.undo_not_latest' } });
    const undone = await client.undo(secondKey);
    expect(undone.statusCode).toBe(200);
    expect(await read()).toEqual(afterFirst);
    expect(undone.json()).toMatchObject({ ref: cardRef(ids.reversible), item: { reps: 1 } });
    expect((await client.undo(secondKey)).statusCode).toBe(409);

    const undoFirst = await client.undo(firstKey);
    expect(undoFirst.json()).toEqual({ ref: cardRef(ids.reversible), item: null });
    const queue = (await client.queue('?limit=100')).json<QueueResponse>();
    expect(queue.counts.new).toBe(8);
    expect(queue.reviewed_today).toBe(0);
    expect((await studyClient(ctx, ids.other).undo(secondKey)).statusCode).toBe(404);
    expect((await client.undo(randomUUID())).statusCode).toBe(404);
    expect((await client.undo('nope')).statusCode).toBe(422);
  });

  it('answers a missed question again: wrong is Again, right is Good (or Hard / Easy) and leaves the notebook', async () => {
    const me = await learner();
    const client = studyClient(ctx, me);
    const questionId = ids.questions[2] ?? 0;
    const correct = sampleQuestion(2).correct;
    const wrong = correct === 'A' ? 'B' : 'A';
    await insertMissedQuestion(ctx.database.db, me, questionId, new Date(Date.now() - 60_000));
    const ref = { kind: 'question' as const, question_id: questionId };
    expect((await client.rate(ref, undefined)).json()).toMatchObject({
      error: { code: 'flashcards.review_incomplete' },
    });
    const missed = (await client.rate(ref, 4, { alternative: wrong })).json<ReviewResponse>();
    expect(missed).toMatchObject({
      rating: 1,
      resolved: false,
      answer: { correct: false, correct_alternative: correct },
    });
    expect(missed.answer?.explanation).toContain('Comentário geral');
    expect(missed.answer?.already_answered).toBe(false);
    // Question 3 has four alternatives (A–D).
    const badLetter = await client.rate(ref, undefined, { alternative: 'E' });
    expect(badLetter.statusCode).toBe(422);
    expect(badLetter.json()).toMatchObject({ error: { code: 'common.validation_failed' } });
    const right = (await client.rate(ref, 2, { alternative: correct })).json<ReviewResponse>();
    expect(right).toMatchObject({ rating: 2, resolved: true, answer: { correct: true } });
    const queue = (await client.queue('?erros=1')).json<QueueResponse>();
    expect(queue.items).toEqual([]);
    expect((await client.rate(ref, undefined, { alternative: correct })).statusCode).toBe(404);
  });

  it("writes the lesson track's answers and status: started after one card, done after all, undone back", async () => {
    const me = await learner();
    const client = studyClient(ctx, me);
    const status = async () =>
      (
        await rawRows<{ status: string }>(
          ctx.database.db,
          sql`select status from flashcard_track_progress where user_id = ${me.user.id} and track_id = ${ids.openTrack}`,
        )
      )[0]?.status ?? null;
    const keys: string[] = [];
    for (const [index, card] of ids.openTrackCards.entries()) {
      keys.push((await client.rate(cardRef(card), index === 0 ? 1 : 3)).json<ReviewResponse>().idempotency_key);
      expect(await status()).toBe(index === ids.openTrackCards.length - 1 ? 'Concluída' : 'Em andamento');
    }
    const answers = await rawRows<{ answer: string }>(
      ctx.database.db,
      sql`select answer from flashcard_answers where user_id = ${me.user.id} order by flashcard_id`,
    );
    expect(answers.map((row) => row.answer)).toEqual(['errei', 'bom', 'bom']);
    await client.undo(keys.at(-1) ?? '');
    expect(await status()).toBe('Em andamento');
  });

  it('schedules an offline review from the time it was made', async () => {
    const client = studyClient(ctx, await learner());
    const madeAt = new Date(Date.now() - 2 * 86_400_000);
    const body = (
      await client.rate(cardRef(ids.basic), 4, { reviewed_at: madeAt.toISOString() })
    ).json<ReviewResponse>();
    expect(body.item.last_review).toBe(madeAt.toISOString());
    expect(body.item.state).toBe('review');
    expect(new Date(body.item.due).getTime()).toBeLessThan(Date.now() + 30 * 86_400_000);
    expect(new Date(body.item.due).getTime() - madeAt.getTime()).toBeGreaterThanOrEqual(86_400_000);
  });
});
