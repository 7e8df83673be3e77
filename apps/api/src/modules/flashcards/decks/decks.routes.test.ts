import { lessonLink, type DecksResponse, type QueueResponse } from '@members/contract';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { WrittenBank } from '../../../db/seed/questions/question-bank-writer.ts';
import { flashcardAnswers, flashcards, flashcardTrackProgress, memorySettings } from '../../../db/schema/index.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { courseInput, grantAccess, lessonInput } from '../../courses/course-test-support.ts';
import { writeCourse, type WrittenCourse } from '../../courses/course-writer.ts';
import {
  categoryId,
  createLearner,
  createProducer,
  createSampleBank,
  type TestLearner,
} from '../../questions/question-test-support.ts';
import { insertCard, insertItem, insertReviews, memoryClient } from '../misses/memory-test-support.ts';
import { studyDayStart, studyWeekday } from '../study-day.ts';

describe('GET /api/flashcards/decks', () => {
  const ctx = useTestApp();
  let producerId: string;
  let bank: WrittenBank;
  let open: WrittenCourse;
  let trackCards: number[];
  let ana: TestLearner;
  const noon = (days: number) => new Date(studyDayStart(new Date(), days).getTime() + 12 * 3_600_000);
  const decks = async (who: TestLearner) => (await memoryClient(ctx, who).decks()).json() as DecksResponse;
  const cat = (key: string) => categoryId(bank, `7:${key}`);

  beforeAll(async () => {
    const db = ctx.database.db;
    producerId = (await createProducer(db)).id;
    bank = await createSampleBank(db, producerId, 4);
    const track = { titulo: 'Trilha de IC', cards: [0, 1].map((i) => ({ frente: `Frente ${i}`, verso: 'Verso' })) };
    open = await writeCourse(db, producerId, {
      ...courseInput(),
      modules: [{ title: 'Módulo 1', lessons: [lessonInput('Aula 1', { flashcardTracks: [track] })] }],
    });
    trackCards = open.modules[0]?.lessons[0]?.cardIds[0] ?? [];
    const closed = await writeCourse(db, producerId, {
      ...courseInput({ name: 'Curso Fechado', product_codes: ['produto-fechado'] }),
      modules: [{ title: 'Módulo', lessons: [lessonInput('Aula X', { flashcardTracks: [track] })] }],
    });
    const closedLesson = closed.modules[0]?.lessons[0];
    await db
      .update(flashcards)
      .set({ category_id: cat('Cirurgia/Trauma/Atendimento inicial'), lesson_id: closedLesson?.id ?? null })
      .where(inArray(flashcards.id, closedLesson?.cardIds[0] ?? []));
    const ic = cat('Clínica Médica/Cardiologia/Insuficiência cardíaca');
    await db.update(flashcards).set({ category_id: ic }).where(inArray(flashcards.id, trackCards));
    const basic = await insertCard(db, producerId, { categoryId: ic });
    const fa = cat('Clínica Médica/Cardiologia/Arritmias/Fibrilação atrial');
    const reversible = await insertCard(db, producerId, { kind: 'reversible', categoryId: fa });
    const cloze = '<p>{{c1::a}} {{c2::b}} {{c3::c::dica}} {{c2::d}}</p>';
    await insertCard(db, producerId, { kind: 'cloze', frente: cloze, categoryId: cat('Clínica Médica/Nefrologia') });
    await insertCard(db, producerId, {});
    await insertCard(db, (await createProducer(db, 'Outro')).id, { categoryId: null });

    ana = await createLearner(db, producerId, 'Ana');
    await grantAccess(db, ana.user, 'produto-teste');
    const item = (input: Parameters<typeof insertItem>[2]) => insertItem(db, ana, input);
    const first = await item({ flashcardId: reversible, ord: 0, state: 2, due: noon(5) });
    await item({ flashcardId: reversible, ord: 1, state: 1, due: new Date(Date.now() - 60_000) });
    const due = await item({ flashcardId: basic, state: 2, due: noon(-1) });
    await item({ flashcardId: trackCards[0], state: 2, due: noon(-3) });
    await item({ questionId: bank.questionIds[0], categoryId: ic, state: 0, due: studyDayStart(new Date()) });
    await item({ questionId: bank.questionIds[1], state: 0, due: noon(-1), removedAt: new Date() });
    await insertReviews(db, ana, first, [{ rating: 3, stateBefore: 0, at: new Date(Date.now() - 1000) }]);
    await insertReviews(db, ana, due, [{ rating: 3, stateBefore: 2, at: noon(-1) }]);
  });

  it('counts today’s work as the queue does: new within the day’s limit, learning, reviews, missed questions', async () => {
    const res = await memoryClient(ctx, ana).decks();
    expect(res.statusCode).toBe(200);
    const body = res.json() as DecksResponse;
    expect(body.today).toEqual({ new: 5, learning: 1, review: 2, errors: 1 });
    expect(body.streak).toBe(2);
    const queue = await ctx.app.inject({ method: 'GET', url: '/api/flashcards/queue', headers: ana.headers });
    expect((queue.json() as QueueResponse).counts).toEqual(body.today);
  });

  it('groups the producer’s open cards by top-level subject and its children, counting each card of a note', async () => {
    expect((await decks(ana)).subjects).toEqual([
      {
        id: cat('Clínica Médica'),
        name: 'Clínica Médica',
        ...{ total: 8, new: 4, learning: 1, due: 2, learned: 1 },
        children: [
          {
            id: cat('Clínica Médica/Cardiologia'),
            name: 'Cardiologia',
            ...{ total: 5, new: 1, learning: 1, due: 2, learned: 1 },
          },
          {
            id: cat('Clínica Médica/Nefrologia'),
            name: 'Nefrologia',
            total: 3,
            new: 3,
            learning: 0,
            due: 0,
            learned: 0,
          },
        ],
      },
    ]);
  });

  it('lists the tracks of lessons the learner can open, with the lesson’s link, the §4 status and percentage', async () => {
    const lesson = open.modules[0]?.lessons[0];
    const trackId = lesson?.trackIds[0] as number;
    const expected = {
      id: trackId,
      title: 'Trilha de IC',
      course: 'Curso de Teste',
      lesson: {
        id: lesson?.id,
        title: 'Aula 1',
        link: lessonLink('courses', open.uuid, open.modules[0]?.id ?? 0, lesson?.id ?? 0),
      },
      ...{ total: 2, new: 1, learning: 0, due: 1, learned: 0 },
    };
    expect((await decks(ana)).tracks).toEqual([{ ...expected, status: 'nao_iniciado', percentage: 0 }]);
    const db = ctx.database.db;
    await db.insert(flashcardTrackProgress).values({ user_id: ana.user.id, track_id: trackId, status: 'Em andamento' });
    await db
      .insert(flashcardAnswers)
      .values({ user_id: ana.user.id, flashcard_id: trackCards[1] as number, answer: 'bom' });
    expect((await decks(ana)).tracks).toEqual([{ ...expected, status: 'em_progresso', percentage: 50 }]);
  });

  it('follows the learner’s limits and days off, and shows another learner only their own', async () => {
    const db = ctx.database.db;
    // Bruno has no access to the course: its track's two cards are not his to study.
    const bruno = await createLearner(db, producerId, 'Bruno');
    expect(await decks(bruno)).toMatchObject({
      today: { new: 7, learning: 0, review: 0, errors: 0 },
      streak: 0,
      tracks: [],
    });
    await db.insert(memorySettings).values({ user_id: bruno.user.id, new_per_day: 3 });
    expect((await decks(bruno)).today.new).toBe(3);
    await db
      .update(memorySettings)
      .set({ days_off: [studyWeekday(new Date())] })
      .where(eq(memorySettings.user_id, bruno.user.id));
    expect((await decks(bruno)).today).toEqual({ new: 0, learning: 0, review: 0, errors: 0 });
  });

  it('counts a card whose only review was undone (its row back in state 0) as new, like the queue', async () => {
    const db = ctx.database.db;
    const carla = await createLearner(db, producerId, 'Carla');
    const before = await decks(carla);
    const card = await insertCard(db, producerId, { categoryId: cat('Clínica Médica/Nefrologia') });
    const fresh = await decks(carla);
    await insertItem(db, carla, { flashcardId: card, state: 0, due: studyDayStart(new Date()) });
    const after = await decks(carla);
    expect(after.today).toEqual(fresh.today);
    expect(after.subjects).toEqual(fresh.subjects);
    expect(fresh.today.new).toBe(before.today.new + 1);
    const queue = await ctx.app.inject({ method: 'GET', url: '/api/flashcards/queue', headers: carla.headers });
    expect((queue.json() as QueueResponse).counts).toEqual(after.today);
  });

  it('answers 401 without a session', async () => {
    expect((await memoryClient(ctx, null).decks()).statusCode).toBe(401);
  });
});
