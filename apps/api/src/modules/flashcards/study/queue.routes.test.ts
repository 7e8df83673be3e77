import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { QueueResponse } from '@members/contract';
import { memoryItems } from '../../../db/schema/index.ts';
import { studyWeekday } from '../study-day.ts';
import { cardRef, insertMissedQuestion, studyClient } from './study-test-support.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { fixtureLearner, writeStudyFixture, type StudyFixture } from './study-fixture.ts';

describe('flashcards study queue', () => {
  const ctx = useTestApp();
  let ids = {} as StudyFixture;
  const learner = () => fixtureLearner(ctx.database.db, ids);

  beforeAll(async () => {
    ids = await writeStudyFixture(ctx.database.db);
  });

  it('answers 401 to every call without a session', async () => {
    const anonymous = studyClient(ctx, null);
    expect((await anonymous.queue()).statusCode).toBe(401);
    expect((await anonymous.rate(cardRef(ids.basic), 3)).statusCode).toBe(401);
    expect((await anonymous.undo(randomUUID())).statusCode).toBe(401);
    expect((await anonymous.settings()).statusCode).toBe(401);
  });

  it("serves new cards of the learner's open courses and decks, each with its four next intervals", async () => {
    const client = studyClient(ctx, await learner());
    const res = await client.queue('?limit=100');
    expect(res.statusCode).toBe(200);
    const body = res.json<QueueResponse>();
    const refs = body.items.map((item) => (item.ref.kind === 'card' ? `${item.ref.card_id}:${item.ref.ord}` : ''));
    // basic 1 + reversible 2 + cloze 2 + open track 3 = 8; the locked course's track is left out.
    expect(refs).toHaveLength(8);
    expect(refs).toEqual(expect.arrayContaining([`${ids.reversible}:1`, `${ids.cloze}:0`, `${ids.cloze}:1`]));
    for (const card of ids.lockedTrackCards) expect(refs).not.toContain(`${card}:0`);
    expect(body.counts).toEqual({ new: 8, learning: 0, review: 0, errors: 0 });
    expect(body.day_off).toBe(false);
    const cloze = body.items.find((item) => item.ref.kind === 'card' && item.ref.card_id === ids.cloze);
    expect(cloze?.card?.front).toBe('A <span class="cloze">[...]</span> sobe na LRA.');
    expect(cloze?.subjects.map((subject) => subject.desc)).toEqual([
      'Clínica Médica',
      'Nefrologia',
      'Lesão renal aguda',
    ]);
    expect(cloze?.next.map((next) => next.rating)).toEqual([1, 2, 3, 4]);
    expect(cloze?.next[0]?.interval_seconds).toBe(60);
  });

  it('keeps to the daily new-card limit, counting the first reviews made today', async () => {
    const me = await learner();
    const client = studyClient(ctx, me);
    expect(
      (await client.saveSettings({ desired_retention: 0.9, new_per_day: 2, max_reviews_per_day: 100, days_off: [] }))
        .statusCode,
    ).toBe(200);
    const first = (await client.queue()).json<QueueResponse>();
    expect(first.items).toHaveLength(2);
    expect(first.counts.new).toBe(2);
    const [item] = first.items;
    if (item?.ref.kind !== 'card') throw new Error('expected a card');
    expect((await client.rate(item.ref, 4)).statusCode).toBe(200);
    const after = (await client.queue()).json<QueueResponse>();
    expect(after.counts.new).toBe(1);
    expect(after.reviewed_today).toBe(1);
    // The card just rated is not served as new again (the new notes read before the review stay cached).
    expect(after.items.map((next) => next.ref)).toEqual([first.items[1]?.ref]);
  });

  it('orders due cards and missed questions together by due time, within the review limit', async () => {
    const me = await learner();
    const { db } = ctx.database;
    const base = Date.now() - 3 * 86_400_000;
    const due = (hours: number) => new Date(base + hours * 3_600_000);
    const cardItem = (flashcardId: number, ord: number, at: Date) => ({
      producer_id: ids.producer,
      user_id: me.user.id,
      flashcard_id: flashcardId,
      card_ord: ord,
      state: 2 as const,
      due: at,
      stability: 5,
      difficulty: 5,
      scheduled_days: 3,
      reps: 2,
      last_review: new Date(at.getTime() - 3 * 86_400_000),
    });
    await db.insert(memoryItems).values([cardItem(ids.basic, 0, due(5)), cardItem(ids.reversible, 1, due(1))]);
    await insertMissedQuestion(db, me, ids.questions[0] ?? 0, due(3));
    await db.insert(memoryItems).values(cardItem(ids.cloze, 0, new Date(Date.now() + 5 * 86_400_000)));
    const client = studyClient(ctx, me);
    const body = (await client.queue('?limit=3')).json<QueueResponse>();
    expect(body.items.map((item) => item.ref)).toEqual([
      cardRef(ids.reversible, 1),
      { kind: 'question', question_id: ids.questions[0] },
      cardRef(ids.basic, 0),
    ]);
    expect(body.items[1]?.question?.statement).toContain('Questão de teste número 1');
    expect(body.items[1]?.question).not.toHaveProperty('correct_alternative');
    expect(body.counts).toMatchObject({ review: 2, errors: 1, learning: 0 });

    await client.saveSettings({ desired_retention: 0.9, new_per_day: 0, max_reviews_per_day: 1, days_off: [] });
    const limited = (await client.queue('?limit=10')).json<QueueResponse>();
    expect(limited.items.map((item) => item.ref)).toEqual([cardRef(ids.reversible, 1)]);
    expect(limited.counts).toMatchObject({ review: 1, errors: 0, new: 0 });

    const errors = (await client.queue('?erros=1')).json<QueueResponse>();
    expect(errors.items.map((item) => item.ref.kind)).toEqual(['question']);
  });

  it('studies a deck (its subtree) or a track (in track order), and 404s unknown or foreign ones', async () => {
    const client = studyClient(ctx, await learner());
    const deck = (await client.queue(`?deck=${ids.cardio}`)).json<QueueResponse>();
    expect(new Set(deck.items.map((item) => (item.ref.kind === 'card' ? item.ref.card_id : 0)))).toEqual(
      new Set([ids.basic, ids.reversible]),
    );
    const track = (await client.queue(`?trilha=${ids.openTrack}`)).json<QueueResponse>();
    expect(track.items.map((item) => (item.ref.kind === 'card' ? item.ref.card_id : 0))).toEqual(ids.openTrackCards);
    expect(track.items[0]?.card?.lesson?.title).toBe('Aula 1');
    for (const query of [`?deck=${ids.otherDeck}`, '?deck=2147483647', `?trilha=${ids.otherTrack}`, '?trilha=999999']) {
      const res = await client.queue(query);
      expect(res.statusCode, query).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'common.not_found' } });
    }
    expect((await client.queue(`?trilha=${ids.lockedTrack}`)).statusCode).toBe(403);
    for (const query of ['?limit=1000', '?limit=0', '?deck=abc', '?erros=2']) {
      expect((await client.queue(query)).statusCode, query).toBe(422);
    }
  });

  it('has nothing due on a day off, but a deck study still serves new cards', async () => {
    const me = await learner();
    const client = studyClient(ctx, me);
    await insertMissedQuestion(ctx.database.db, me, ids.questions[3] ?? 0, new Date(Date.now() - 60_000));
    await client.saveSettings({
      desired_retention: 0.9,
      new_per_day: 20,
      max_reviews_per_day: 200,
      days_off: [studyWeekday(new Date())],
    });
    const all = (await client.queue()).json<QueueResponse>();
    expect(all).toMatchObject({ items: [], day_off: true, counts: { new: 0, learning: 0, review: 0, errors: 0 } });
    const deck = (await client.queue(`?deck=${ids.nefro}`)).json<QueueResponse>();
    expect(deck.items.map((item) => item.ref)).toEqual([cardRef(ids.cloze, 0), cardRef(ids.cloze, 1)]);
  });
});
