import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { QueueResponse, ReviewResponse } from '@members/contract';
import { memoryItems } from '../../../db/schema/index.ts';
import { rawRows } from '../../../db/raw-rows.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { courseInput, grantAccess, lessonInput } from '../../courses/course-test-support.ts';
import { writeCourse } from '../../courses/course-writer.ts';
import {
  categoryId,
  createLearner,
  createProducer,
  createSampleBank,
  sampleQuestion,
  type TestLearner,
} from '../../questions/question-test-support.ts';
import { studyWeekday } from '../study-day.ts';
import { cardRef, insertMissedQuestion, insertNote, studyClient } from './study-test-support.ts';

describe('flashcards study: queue, reviews, undo', () => {
  const ctx = useTestApp();
  const ids = {} as {
    producer: string;
    other: TestLearner;
    otherCard: number;
    otherTrack: number;
    otherDeck: number;
    cardio: number;
    nefro: number;
    basic: number;
    reversible: number;
    cloze: number;
    openTrack: number;
    openTrackCards: number[];
    lockedTrack: number;
    lockedTrackCards: number[];
    questions: number[];
  };
  const learner = async () => {
    const created = await createLearner(ctx.database.db, ids.producer);
    await grantAccess(ctx.database.db, created.user, 'produto-teste');
    return created;
  };

  beforeAll(async () => {
    const { db } = ctx.database;
    const producer = await createProducer(db);
    ids.producer = producer.id;
    const bank = await createSampleBank(db, producer.id, 8);
    ids.questions = bank.questionIds;
    ids.cardio = categoryId(bank, '7:Clínica Médica/Cardiologia');
    ids.nefro = categoryId(bank, '7:Clínica Médica/Nefrologia');
    const heart = categoryId(bank, '7:Clínica Médica/Cardiologia/Insuficiência cardíaca');
    ids.basic = await insertNote(db, producer.id, { categoryId: heart, frente: 'Qual o tratamento da IC?' });
    ids.reversible = await insertNote(db, producer.id, { kind: 'reversible', categoryId: heart });
    ids.cloze = await insertNote(db, producer.id, {
      kind: 'cloze',
      categoryId: categoryId(bank, '7:Clínica Médica/Nefrologia/Lesão renal aguda'),
      frente: 'A {{c1::creatinina}} sobe na {{c2::LRA}}.',
    });
    const cards = [1, 2, 3].map((n) => ({ frente: `Pergunta ${n} da trilha`, verso: `Resposta ${n}` }));
    const open = await writeCourse(db, producer.id, {
      ...courseInput(),
      modules: [{ title: 'Módulo 1', lessons: [lessonInput('Aula 1', { flashcardTracks: [{ cards }] })] }],
    });
    const openLesson = open.modules[0]?.lessons[0];
    ids.openTrack = openLesson?.trackIds[0] ?? 0;
    ids.openTrackCards = openLesson?.cardIds[0] ?? [];
    const locked = await writeCourse(db, producer.id, {
      ...courseInput({ product_codes: ['outro-produto'], name: 'Curso Fechado' }),
      modules: [{ title: 'Módulo 1', lessons: [lessonInput('Aula fechada', { flashcardTracks: [{ cards }] })] }],
    });
    ids.lockedTrack = locked.modules[0]?.lessons[0]?.trackIds[0] ?? 0;
    ids.lockedTrackCards = locked.modules[0]?.lessons[0]?.cardIds[0] ?? [];

    const otherProducer = await createProducer(db, 'Outro Produtor');
    ids.other = await createLearner(db, otherProducer.id);
    const otherBank = await createSampleBank(db, otherProducer.id, 2);
    ids.otherDeck = categoryId(otherBank, '7:Clínica Médica/Cardiologia');
    ids.otherCard = await insertNote(db, otherProducer.id, { categoryId: ids.otherDeck });
    const otherCourse = await writeCourse(db, otherProducer.id, {
      ...courseInput(),
      modules: [{ title: 'M', lessons: [lessonInput('A', { flashcardTracks: [{ cards }] })] }],
    });
    ids.otherTrack = otherCourse.modules[0]?.lessons[0]?.trackIds[0] ?? 0;
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
