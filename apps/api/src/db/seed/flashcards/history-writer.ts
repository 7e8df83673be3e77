import { and, inArray, sql } from 'drizzle-orm';
import type { Grade } from 'ts-fsrs';
import type { Database } from '../../database.ts';
import { rawRows } from '../../raw-rows.ts';
import {
  flashcardAnswers,
  flashcards,
  flashcardTrackProgress,
  memoryItems,
  memoryReviews,
} from '../../schema/index.ts';
import { deterministicUuid } from './deterministic-uuid.ts';
import type { HistoryInput, ReviewHistory } from './review-history.ts';

export interface MemoryLearner {
  userId: string;
  producerId: string;
  /** Stable across seeds (the producer's slug and the e-mail): the reviews' idempotency keys derive from it. */
  name: string;
}

/** A lesson track the learner started, with its status text. */
export interface LearnerTrack {
  id: number;
  status: string;
}

/** The track answers as the flashcard tracks store them, by FSRS rating. */
const answerOf = { 1: 'errei', 2: 'dificil', 3: 'bom', 4: 'facil' } as const;

export interface PlannedHistory {
  learner: MemoryLearner;
  history: ReviewHistory;
  once: HistoryInput['once'];
  tracks: readonly LearnerTrack[];
}

const itemKey = (userId: string, flashcardId: number | null, ord: number) => `${userId}/${flashcardId}/${ord}`;

/**
 * Every learner's items, then every review, each in one statement from a JSON parameter: about 1,000 reviews a
 * learner with their snapshots, which multi-row VALUES made the seed's slowest step (some 0.6 s per learner on
 * PGlite, against 0.15 s).
 */
export async function writeItems(db: Database, planned: readonly PlannedHistory[]): Promise<void> {
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
      idempotency_key: deterministicUuid(`demo-review/${learner.name}/${index}`),
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

/**
 * The tracks' answers and status as the reviews of their cards leave them (the latest rating of each card), for
 * every learner at once.
 */
export async function writeTrackAnswers(db: Database, planned: readonly PlannedHistory[]): Promise<void> {
  const trackIds = planned.flatMap(({ tracks }) => tracks.map((track) => track.id));
  if (trackIds.length === 0) return;
  const userIds = planned.map(({ learner }) => learner.userId);
  const trackCards = db.select({ id: flashcards.id }).from(flashcards).where(inArray(flashcards.track_id, trackIds));
  await db
    .delete(flashcardAnswers)
    .where(and(inArray(flashcardAnswers.user_id, userIds), inArray(flashcardAnswers.flashcard_id, trackCards)));
  const answers = planned.flatMap(({ learner, once, history }) => {
    const studied = new Set(once.flatMap((day) => day.sides.map(({ side }) => side.flashcardId)));
    const latest = new Map<number, { rating: Grade; at: Date }>();
    for (const review of history.reviews)
      if (studied.has(review.side.flashcardId))
        latest.set(review.side.flashcardId, { rating: review.rating, at: review.reviewedAt });
    return [...latest].map(([flashcard_id, { rating, at }]) => ({
      user_id: learner.userId,
      flashcard_id,
      answer: answerOf[rating],
      answered_at: at,
    }));
  });
  if (answers.length) await db.insert(flashcardAnswers).values(answers);
  await db
    .update(flashcardTrackProgress)
    .set({
      updated_at: sql`coalesce((select max(a.answered_at) from flashcard_answers a join flashcards f on f.id = a.flashcard_id
        where a.user_id = ${flashcardTrackProgress.user_id} and f.track_id = ${flashcardTrackProgress.track_id}),
        ${flashcardTrackProgress.updated_at})`,
    })
    .where(and(inArray(flashcardTrackProgress.user_id, userIds), inArray(flashcardTrackProgress.track_id, trackIds)));
}
