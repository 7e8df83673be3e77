import { and, desc, eq, inArray, isNotNull, isNull, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studyDayKey, studyDayStart } from '../../../modules/flashcards/study-day.ts';
import { testStorage } from '../../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import {
  flashcardAnswers,
  flashcards,
  flashcardTrackProgress,
  flashcardTracks,
  memoryItems,
  memoryReviews,
  questionAnswers,
} from '../../schema/index.ts';
import { seedDemo } from '../index.ts';
import { subjectKey } from '../questions/question-bank-writer.ts';
import type { SeedContext } from '../seeder.ts';
import { cardOrds } from '../../../modules/flashcards/cards/card-faces.ts';
import { demoDeck, demoDeckVerticals } from './demo-decks.ts';
import { deterministicUuid } from './deterministic-uuid.ts';
import type { DemoDeck, DemoSubjectPath } from './demo-flashcard-types.ts';
import {
  cardsWithSubjects,
  replayItem,
  seededProducers,
  subjectNames,
  trackNames,
  type SeededProducer,
} from './flashcard-seed-test-support.ts';
import { createFlashcardSeeder } from './flashcards.seed.ts';
import { resolveSubjects } from './subject-tree.ts';

const deckOf = demoDeck;
const answerOf = { 1: 'errei', 2: 'dificil', 3: 'bom', 4: 'facil' } as const;

describe('demo flashcards seed', () => {
  let database: TestDatabase;
  let seeded: SeededProducer[];
  const context: SeedContext = { port: 3000, storage: testStorage() };
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemo(database.db, context);
    seeded = await seededProducers(database.db);
  });
  afterAll(() => database.close());

  it("writes every producer's deck: each card under its subject, track cards after the track's own, with its lesson", async () => {
    for (const producer of seeded) {
      const deck = deckOf(producer.vertical) as DemoDeck;
      const cards = await cardsWithSubjects(database.db, producer.id);
      const written = cards.slice(-deck.cards.length);
      expect(written.map((card) => [card.frente, card.subject])).toEqual(
        deck.cards.map((card) => [card.frente, [...card.subject]]),
      );
      for (const card of cards) {
        expect(card.subject, `${producer.slug} card ${card.id}`).not.toBeNull();
        expect(card.lesson_id).toBe(card.track_lesson);
      }
      const tracks = await database.db
        .select({ id: flashcardTracks.id })
        .from(flashcardTracks)
        .where(eq(flashcardTracks.producer_id, producer.id));
      expect(tracks.length).toBe(trackNames(producer.vertical).length);
      const firstWritten = written[0]?.id ?? 0;
      for (const track of tracks) {
        const inTrack = cards.filter((card) => card.track_id === track.id);
        expect(inTrack.map((card) => card.position)).toEqual(inTrack.map((_, index) => index));
        expect(inTrack.filter((card) => card.id < firstWritten).length, `track ${track.id}`).toBeGreaterThan(0);
        expect(inTrack.filter((card) => card.id >= firstWritten).length, `track ${track.id}`).toBeGreaterThan(0);
      }
    }
  });

  it('has for each vertical 200 cards or more, 30 cloze or more, and a subject for every lesson track', () => {
    expect(demoDeckVerticals.sort()).toEqual(['anestesiologia', 'cirurgia-vascular', 'oftalmologia', 'ortopedia']);
    for (const vertical of demoDeckVerticals) {
      const deck = deckOf(vertical) as DemoDeck;
      expect(deck.cards.length, vertical).toBeGreaterThanOrEqual(200);
      expect(deck.cards.filter((card) => card.kind === 'cloze').length, vertical).toBeGreaterThanOrEqual(30);
      for (const card of deck.cards.filter((card) => card.kind === 'cloze'))
        expect(cardOrds({ kind: 'cloze', frente: card.frente }).length, card.frente).toBeGreaterThan(0);
      expect(Object.keys(deck.trackSubjects).sort()).toEqual(trackNames(vertical).sort());
    }
  });

  it("gives every producer's deck two cards or more with a picture stored as a small PNG", async () => {
    const verticals = new Set<string>();
    for (const producer of seeded) {
      const pictured = await database.db
        .select({ key: flashcards.image_key })
        .from(flashcards)
        .where(and(eq(flashcards.producer_id, producer.id), isNotNull(flashcards.image_key)));
      expect(pictured.length, producer.slug).toBeGreaterThanOrEqual(2);
      for (const { key } of pictured) {
        const stored = await context.storage.get(key ?? '');
        expect(stored?.contentType, `${producer.slug} ${key}`).toBe('image/png');
        expect(stored?.data.subarray(1, 4).toString()).toBe('PNG');
        expect(stored?.data.length).toBeLessThan(20_000);
      }
      verticals.add(producer.vertical);
    }
    expect([...verticals].sort()).toEqual([...demoDeckVerticals].sort());
  });

  it('creates a tema the bank lacks under its especialidade, as the question seed writes nodes', async () => {
    const [producer] = seeded;
    const [card] = (deckOf(producer?.vertical ?? '') as DemoDeck).cards;
    const path: DemoSubjectPath = [card?.subject[0] ?? '', card?.subject[1] ?? '', 'Tema criado no teste'];
    await database.db
      .transaction(async (tx) => {
        const ids = await resolveSubjects(tx, producer?.id ?? '', [path]);
        expect(await subjectNames(tx, ids.get(subjectKey(path)) ?? 0)).toEqual([...path]);
        expect(await subjectNames(tx, ids.get(subjectKey(card?.subject ?? [])) ?? 0)).toEqual([
          ...(card?.subject ?? []),
        ]);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
  });

  it('fails loudly on a card naming an unknown track or a subject outside the bank’s especialidades', async () => {
    const [producer] = seeded;
    const deck = deckOf(producer?.vertical ?? '') as DemoDeck;
    const [card] = deck.cards;
    const attempt = (broken: DemoDeck) =>
      database.db.transaction((tx) => createFlashcardSeeder(() => broken)(tx, context));
    await expect(attempt({ ...deck, cards: [{ ...card!, track: 'Trilha que não existe' }] })).rejects.toThrow(
      /no lesson flashcard track "Trilha que não existe"/,
    );
    await expect(
      attempt({ ...deck, cards: [{ ...card!, subject: ['Área inventada', 'Especialidade', 'Tema'] }] }),
    ).rejects.toThrow(/not under a grande área › especialidade/);
  });

  it('gives aluno@ 60 study days of reviews ending yesterday, 3–4 days off, 15–45 reviews a day, nothing for novo@', async () => {
    const now = new Date();
    for (const producer of seeded) {
      const reviews = await database.db
        .select({
          at: memoryReviews.reviewed_at,
          duration: memoryReviews.duration_ms,
          key: memoryReviews.idempotency_key,
        })
        .from(memoryReviews)
        .where(eq(memoryReviews.user_id, producer.aluno))
        .orderBy(memoryReviews.id);
      // Keys from the producer's slug: the same on every seed, distinct per review.
      expect(reviews[0]?.key).toBe(deterministicUuid(`demo-review/${producer.slug}/aluno@medmember.dev/0`));
      expect(new Set(reviews.map((review) => review.key)).size).toBe(reviews.length);
      const perDay = new Map<string, number>();
      for (const review of reviews) perDay.set(studyDayKey(review.at), (perDay.get(studyDayKey(review.at)) ?? 0) + 1);
      const days = [...perDay.keys()].sort();
      expect(days[0]).toBe(studyDayKey(studyDayStart(now, -60)));
      expect(days.at(-1)).toBe(studyDayKey(studyDayStart(now, -1)));
      expect([56, 57]).toContain(days.length);
      for (const [day, total] of perDay) {
        expect(total, `${producer.slug} ${day}`).toBeGreaterThanOrEqual(15);
        expect(total, `${producer.slug} ${day}`).toBeLessThanOrEqual(45);
      }
      for (const { duration } of reviews) expect(duration >= 4000 && duration <= 25_000).toBe(true);
      expect(await database.db.$count(memoryItems, eq(memoryItems.user_id, producer.novo))).toBe(0);
    }
  });

  it("leaves aluno@'s cards as ts-fsrs's replay of their reviews: some due today, more over the next 30 days", async () => {
    const tomorrow = studyDayStart(new Date(), 1).getTime();
    for (const producer of seeded) {
      const items = await database.db
        .select()
        .from(memoryItems)
        .where(and(eq(memoryItems.user_id, producer.aluno), isNotNull(memoryItems.flashcard_id)))
        .orderBy(memoryItems.id);
      expect(items.filter((item) => item.due.getTime() < tomorrow).length).toBeGreaterThan(0);
      const ahead = new Set(
        items
          .filter((item) => item.due.getTime() >= tomorrow && item.due.getTime() < tomorrow + 30 * 86_400_000)
          .map((item) => studyDayKey(item.due)),
      );
      expect(ahead.size).toBeGreaterThanOrEqual(10);
      for (const item of items.filter((_, index) => index % 37 === 0)) {
        const card = await replayItem(database.db, item);
        expect(card, `item ${item.id}`).not.toBeNull();
        expect({
          due: item.due,
          stability: item.stability,
          difficulty: item.difficulty,
          scheduled_days: item.scheduled_days,
          learning_steps: item.learning_steps,
          reps: item.reps,
          lapses: item.lapses,
          state: item.state,
          last_review: item.last_review,
        }).toEqual({
          due: card?.due,
          stability: card?.stability,
          difficulty: card?.difficulty,
          scheduled_days: card?.scheduled_days,
          learning_steps: card?.learning_steps,
          reps: card?.reps,
          lapses: card?.lapses,
          state: card?.state,
          last_review: card?.last_review,
        });
      }
      const cards = await database.db
        .select({ id: flashcards.id, kind: flashcards.kind, frente: flashcards.frente })
        .from(flashcards)
        .where(eq(flashcards.producer_id, producer.id));
      const ords = new Map(cards.map((card) => [card.id, cardOrds(card)]));
      for (const item of items) expect(ords.get(item.flashcard_id ?? 0)).toContain(item.card_ord);
    }
  });

  it('puts 5–8 questions aluno@ got wrong 1–3 days ago in the error notebook, due today', async () => {
    const now = new Date();
    for (const producer of seeded) {
      const missed = await database.db
        .select()
        .from(memoryItems)
        .where(and(eq(memoryItems.user_id, producer.aluno), isNotNull(memoryItems.question_id)));
      const recent = missed.filter(
        (item) => item.missed_at && item.missed_at >= studyDayStart(now, -3) && item.missed_at < studyDayStart(now),
      );
      expect(recent.length).toBeGreaterThanOrEqual(5);
      expect(recent.length).toBeLessThanOrEqual(8);
      for (const item of recent) {
        expect(item.due.getTime()).toBeLessThanOrEqual(studyDayStart(now).getTime());
        expect([item.missed_in, item.removed_at, item.resolved_at, item.category_id === null]).toEqual([
          'practice',
          null,
          null,
          false,
        ]);
        const answers = await database.db
          .select({ correct: questionAnswers.correct, at: questionAnswers.answered_at })
          .from(questionAnswers)
          .where(
            and(eq(questionAnswers.user_id, producer.aluno), eq(questionAnswers.question_id, item.question_id ?? 0)),
          );
        expect(answers).toEqual([{ correct: false, at: item.missed_at }]);
      }
    }
  });

  it("keeps aluno@'s track answers the latest rating of each card: one track concluded, one half done", async () => {
    for (const producer of seeded) {
      const progress = await database.db
        .select()
        .from(flashcardTrackProgress)
        .where(eq(flashcardTrackProgress.user_id, producer.aluno));
      expect(progress.map((row) => row.status).sort()).toEqual(['Concluída', 'Em andamento']);
      for (const row of progress) {
        const cards = await database.db
          .select({ id: flashcards.id })
          .from(flashcards)
          .where(eq(flashcards.track_id, row.track_id));
        const answers = await database.db
          .select()
          .from(flashcardAnswers)
          .where(
            and(
              eq(flashcardAnswers.user_id, producer.aluno),
              inArray(
                flashcardAnswers.flashcard_id,
                cards.map((card) => card.id),
              ),
            ),
          );
        if (row.status === 'Concluída') expect(answers).toHaveLength(cards.length);
        else expect(answers).toHaveLength(Math.max(1, Math.floor(cards.length / 2)));
        expect(row.updated_at).toEqual(new Date(Math.max(...answers.map((answer) => answer.answered_at.getTime()))));
        for (const answer of answers) {
          const [latest] = await database.db
            .select({ rating: memoryReviews.rating, at: memoryReviews.reviewed_at })
            .from(memoryReviews)
            .innerJoin(memoryItems, eq(memoryItems.id, memoryReviews.item_id))
            .where(and(eq(memoryItems.flashcard_id, answer.flashcard_id), isNull(memoryReviews.undone_at)))
            .orderBy(desc(memoryReviews.reviewed_at))
            .limit(1);
          expect([answer.answer, answer.answered_at]).toEqual([
            answerOf[(latest?.rating ?? 1) as 1 | 2 | 3 | 4],
            latest?.at,
          ]);
        }
      }
    }
  });
});
