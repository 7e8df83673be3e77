import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Grade } from 'ts-fsrs';
import type { Database } from '../../database.ts';
import {
  flashcardAnswers,
  flashcards,
  flashcardTrackProgress,
  memoryItems,
  memoryReviews,
} from '../../schema/index.ts';
import { rawRows } from '../../raw-rows.ts';
import { cardOrds } from './card-sides.ts';
import { deterministicUuid } from './deterministic-uuid.ts';
import { planReviewHistory, type HistoryInput, type HistorySide, type ReviewHistory } from './review-history.ts';

export interface MemoryLearner {
  userId: string;
  producerId: string;
}

/** The track answers as the flashcard tracks store them, by FSRS rating. */
const answerOf = { 1: 'errei', 2: 'dificil', 3: 'bom', 4: 'facil' } as const;
/** Ratings of a track studied in one go: every answer shows (as the courses seed's cycle). */
const trackRatings: readonly Grade[] = [3, 4, 2, 1, 3, 4, 3];

type CardRow = Pick<typeof flashcards.$inferSelect, 'id' | 'kind' | 'frente' | 'track_id' | 'category_id' | 'position'>;

function shuffled<Item>(items: readonly Item[], random: () => number): Item[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as Item, copy[index] as Item];
  }
  return copy;
}

/**
 * What the learner studies: the subject decks' cards (every side) as new cards over the period, in a shuffled
 * order; the track they concluded (per the courses seed) studied once five days ago, the one in progress half
 * studied yesterday (the first side of each card). Cards of other tracks stay new, so those tracks stay unstarted.
 */
async function studyPlan(
  db: Database,
  learner: MemoryLearner,
  random: () => number,
): Promise<Pick<HistoryInput, 'pool' | 'once'> & { tracks: { id: number; status: string }[] }> {
  const cards: CardRow[] = await db
    .select({
      id: flashcards.id,
      kind: flashcards.kind,
      frente: flashcards.frente,
      track_id: flashcards.track_id,
      category_id: flashcards.category_id,
      position: flashcards.position,
    })
    .from(flashcards)
    .where(eq(flashcards.producer_id, learner.producerId))
    .orderBy(flashcards.id);
  const sidesOf = (card: CardRow): HistorySide[] =>
    cardOrds(card.kind, card.frente).map((ord) => ({ flashcardId: card.id, ord, categoryId: card.category_id }));
  const pool = shuffled(cards.filter((card) => card.track_id === null).flatMap(sidesOf), random);
  const tracks = await db
    .select({ id: flashcardTrackProgress.track_id, status: flashcardTrackProgress.status })
    .from(flashcardTrackProgress)
    .where(eq(flashcardTrackProgress.user_id, learner.userId));
  const once = tracks.flatMap((track) => {
    const own = cards.filter((card) => card.track_id === track.id).sort((a, b) => a.position - b.position);
    const done = track.status === 'Concluída';
    const studied = done ? own : own.slice(0, Math.max(1, Math.floor(own.length / 2)));
    const sides = studied.flatMap((card, index) => {
      const [first] = sidesOf(card);
      return first ? [{ side: first, rating: trackRatings[index % trackRatings.length] as Grade }] : [];
    });
    return sides.length ? [{ daysAgo: done ? 5 : 1, sides }] : [];
  });
  return { pool, once, tracks };
}

const itemKey = (userId: string, flashcardId: number | null, ord: number) => `${userId}/${flashcardId}/${ord}`;

/**
 * Every learner's items, then every review, each in one statement from a JSON parameter: about 1,000 reviews a
 * learner with their snapshots, which multi-row VALUES made the seed's slowest step (some 0.6 s per learner on
 * PGlite, against 0.15 s).
 */
async function writeItems(db: Database, planned: readonly PlannedHistory[]): Promise<void> {
  const items = planned.flatMap(({ learner, history }) =>
    history.items.map(({ side, card, createdAt }) => ({
      producer_id: learner.producerId,
      user_id: learner.userId,
      flashcard_id: side.flashcardId,
      card_ord: side.ord,
      category_id: side.categoryId,
      due: card.due,
      stability: card.stability,
      difficulty: card.difficulty,
      elapsed_days: card.elapsed_days,
      scheduled_days: card.scheduled_days,
      learning_steps: card.learning_steps,
      reps: card.reps,
      lapses: card.lapses,
      state: card.state,
      last_review: card.last_review ?? null,
      created_at: createdAt,
    })),
  );
  if (items.length === 0) return;
  const written = await rawRows<{ id: number; user_id: string; flashcard_id: number; card_ord: number }>(
    db,
    sql`insert into ${memoryItems} (producer_id, user_id, flashcard_id, card_ord, category_id, due, stability, difficulty,
          elapsed_days, scheduled_days, learning_steps, reps, lapses, state, last_review, created_at)
        select * from jsonb_to_recordset(${JSON.stringify(items)}::jsonb) as r(producer_id uuid, user_id uuid,
          flashcard_id int, card_ord smallint, category_id int, due timestamptz, stability float8, difficulty float8,
          elapsed_days int, scheduled_days int, learning_steps int, reps int, lapses int, state smallint,
          last_review timestamptz, created_at timestamptz)
        returning id, user_id, flashcard_id, card_ord`,
  );
  const itemIds = new Map(written.map((row) => [itemKey(row.user_id, row.flashcard_id, row.card_ord), Number(row.id)]));
  const reviews = planned.flatMap(({ learner, history }) =>
    history.reviews.map((review, index) => ({
      producer_id: learner.producerId,
      user_id: learner.userId,
      item_id: itemIds.get(itemKey(learner.userId, review.side.flashcardId, review.side.ord)),
      rating: review.rating,
      state_before: review.stateBefore,
      snapshot: review.snapshot && JSON.stringify(review.snapshot),
      duration_ms: review.durationMs,
      reviewed_at: review.reviewedAt,
      idempotency_key: deterministicUuid(`demo-review/${learner.userId}/${index}`),
    })),
  );
  await db.execute(
    sql`insert into ${memoryReviews} (producer_id, user_id, item_id, rating, state_before, snapshot, duration_ms,
          reviewed_at, idempotency_key, created_at)
        select producer_id, user_id, item_id, rating, state_before, snapshot::jsonb, duration_ms, reviewed_at, idempotency_key,
          reviewed_at
        from jsonb_to_recordset(${JSON.stringify(reviews)}::jsonb) as r(producer_id uuid, user_id uuid, item_id bigint,
          rating smallint, state_before smallint, snapshot text, duration_ms int, reviewed_at timestamptz,
          idempotency_key uuid)`,
  );
}

/** The tracks' answers and status as the reviews of their cards leave them (the latest rating of each card). */
async function writeTrackAnswers(
  db: Database,
  learner: MemoryLearner,
  tracks: readonly { id: number; status: string }[],
  once: HistoryInput['once'],
  history: ReviewHistory,
): Promise<void> {
  const trackIds = tracks.map((track) => track.id);
  if (trackIds.length === 0) return;
  const trackCards = db.select({ id: flashcards.id }).from(flashcards).where(inArray(flashcards.track_id, trackIds));
  await db
    .delete(flashcardAnswers)
    .where(and(eq(flashcardAnswers.user_id, learner.userId), inArray(flashcardAnswers.flashcard_id, trackCards)));
  const studied = new Set(once.flatMap((day) => day.sides.map(({ side }) => side.flashcardId)));
  const latest = new Map<number, { rating: Grade; at: Date }>();
  for (const review of history.reviews)
    if (studied.has(review.side.flashcardId))
      latest.set(review.side.flashcardId, { rating: review.rating, at: review.reviewedAt });
  const answers = [...latest].map(([flashcard_id, { rating, at }]) => ({
    user_id: learner.userId,
    flashcard_id,
    answer: answerOf[rating],
    answered_at: at,
  }));
  if (answers.length) await db.insert(flashcardAnswers).values(answers);
  await db
    .update(flashcardTrackProgress)
    .set({
      updated_at: sql`coalesce((select max(a.answered_at) from flashcard_answers a join flashcards f on f.id = a.flashcard_id
        where a.user_id = ${learner.userId} and f.track_id = ${flashcardTrackProgress.track_id}), ${flashcardTrackProgress.updated_at})`,
    })
    .where(and(eq(flashcardTrackProgress.user_id, learner.userId), inArray(flashcardTrackProgress.track_id, trackIds)));
}

interface PlannedHistory {
  learner: MemoryLearner;
  history: ReviewHistory;
  once: HistoryInput['once'];
  tracks: { id: number; status: string }[];
}

/**
 * Each learner's 60 days of flashcard reviews (memory_items as ts-fsrs leaves them, every review in
 * memory_reviews), and the lesson tracks' answers and status consistent with them.
 */
export async function insertReviewHistories(
  db: Database,
  learners: readonly { learner: MemoryLearner; random: () => number }[],
  now: Date,
): Promise<void> {
  const planned: PlannedHistory[] = [];
  for (const { learner, random } of learners) {
    const { pool, once, tracks } = await studyPlan(db, learner, random);
    planned.push({ learner, history: planReviewHistory({ pool, once, now, random }), once, tracks });
  }
  await writeItems(db, planned);
  for (const { learner, tracks, once, history } of planned) await writeTrackAnswers(db, learner, tracks, once, history);
}
