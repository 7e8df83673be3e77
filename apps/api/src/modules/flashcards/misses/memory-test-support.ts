import { randomUUID } from 'node:crypto';
import { firstOrThrow } from '../../../db/first-or-throw.ts';
import type { Database } from '../../../db/database.ts';
import { flashcards, memoryItems, memoryReviews, type FsrsStateNumber } from '../../../db/schema/index.ts';
import type { TestApp } from '../../../test/test-app.ts';
import type { TestLearner } from '../../questions/question-test-support.ts';

/** Helpers of the flashcard read tests (not a test file): memory rows written directly, a client. */

export interface CardInput {
  kind?: 'basic' | 'reversible' | 'cloze';
  frente?: string;
  categoryId?: number | null;
  trackId?: number;
  lessonId?: number;
}

/** A flashcard note of the producer; returns its id. */
export async function insertCard(db: Database, producerId: string, input: CardInput = {}): Promise<number> {
  const row = firstOrThrow(
    await db
      .insert(flashcards)
      .values({
        producer_id: producerId,
        kind: input.kind ?? 'basic',
        frente: input.frente ?? '<p>Frente</p>',
        verso: '<p>Verso</p>',
        category_id: input.categoryId ?? null,
        track_id: input.trackId ?? null,
        lesson_id: input.lessonId ?? null,
      })
      .returning({ id: flashcards.id }),
    'flashcard insert',
  );
  return row.id;
}

export interface ItemInput {
  flashcardId?: number;
  ord?: number;
  questionId?: number;
  categoryId?: number | null;
  state: FsrsStateNumber;
  due: Date;
  removedAt?: Date;
  resolvedAt?: Date;
  missedAt?: Date;
}

/** One memory item of the learner (a card side or a missed question); returns its id. */
export async function insertItem(db: Database, learner: TestLearner, input: ItemInput): Promise<number> {
  const row = firstOrThrow(
    await db
      .insert(memoryItems)
      .values({
        producer_id: learner.user.producer_id,
        user_id: learner.user.id,
        flashcard_id: input.flashcardId ?? null,
        card_ord: input.ord ?? 0,
        question_id: input.questionId ?? null,
        category_id: input.categoryId ?? null,
        state: input.state,
        due: input.due,
        stability: input.state === 0 ? 0 : 5,
        difficulty: input.state === 0 ? 0 : 5,
        reps: input.state === 0 ? 0 : 1,
        removed_at: input.removedAt ?? null,
        resolved_at: input.resolvedAt ?? null,
        missed_in: input.questionId === undefined ? null : 'practice',
        missed_at: input.questionId === undefined ? null : (input.missedAt ?? new Date()),
      })
      .returning({ id: memoryItems.id }),
    'memory item insert',
  );
  return row.id;
}

export interface ReviewInput {
  rating: 1 | 2 | 3 | 4;
  stateBefore: FsrsStateNumber;
  at: Date;
  undone?: boolean;
}

/** Reviews of an item, as the review call would log them. */
export async function insertReviews(
  db: Database,
  learner: TestLearner,
  itemId: number,
  reviews: readonly ReviewInput[],
): Promise<void> {
  if (reviews.length === 0) return;
  await db.insert(memoryReviews).values(
    reviews.map((review) => ({
      producer_id: learner.user.producer_id,
      user_id: learner.user.id,
      item_id: itemId,
      rating: review.rating,
      state_before: review.stateBefore,
      reviewed_at: review.at,
      idempotency_key: randomUUID(),
      undone_at: review.undone ? review.at : null,
    })),
  );
}

/** The flashcard reads of one learner on the test app (no learner: logged out). */
export function memoryClient(ctx: TestApp, learner: TestLearner | null) {
  const headers = learner?.headers ?? {};
  return {
    decks: () => ctx.app.inject({ method: 'GET', url: '/api/flashcards/decks', headers }),
    stats: () => ctx.app.inject({ method: 'GET', url: '/api/flashcards/stats', headers }),
    errors: () => ctx.app.inject({ method: 'GET', url: '/api/flashcards/errors', headers }),
    remove: (questionId: number | string) =>
      ctx.app.inject({ method: 'DELETE', url: `/api/flashcards/errors/${questionId}`, headers }),
  };
}
