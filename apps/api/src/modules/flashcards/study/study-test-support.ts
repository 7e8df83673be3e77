import { randomUUID } from 'node:crypto';
import type { Database } from '../../../db/database.ts';
import { firstOrThrow } from '../../../db/first-or-throw.ts';
import { flashcards, memoryItems } from '../../../db/schema/index.ts';
import type { TestApp } from '../../../test/test-app.ts';
import type { TestLearner } from '../../courses/course-test-support.ts';

/** Helpers of the study tests (not a test file): notes written directly, a learner's study calls. */

export interface NoteInput {
  kind?: 'basic' | 'reversible' | 'cloze';
  frente?: string;
  verso?: string;
  categoryId?: number | null;
  trackId?: number | null;
  position?: number;
}

export async function insertNote(db: Database, producerId: string, input: NoteInput = {}): Promise<number> {
  const row = firstOrThrow(
    await db
      .insert(flashcards)
      .values({
        producer_id: producerId,
        kind: input.kind ?? 'basic',
        frente: input.frente ?? '<p>Frente</p>',
        verso: input.verso ?? '<p>Verso</p>',
        category_id: input.categoryId ?? null,
        track_id: input.trackId ?? null,
        position: input.position ?? 0,
      })
      .returning({ id: flashcards.id }),
    'flashcard insert',
  );
  return row.id;
}

/** A missed question in the learner's memory, due at `due` (as the miss hooks write it). */
export async function insertMissedQuestion(
  db: Database,
  learner: TestLearner,
  questionId: number,
  due: Date,
): Promise<void> {
  await db.insert(memoryItems).values({
    producer_id: learner.user.producer_id,
    user_id: learner.user.id,
    question_id: questionId,
    due,
    missed_in: 'practice',
    missed_at: new Date(due.getTime() - 3_600_000),
  });
}

export type CardRef = { kind: 'card'; card_id: number; ord: number };
export type QuestionRef = { kind: 'question'; question_id: number };
export type CaseRef = { kind: 'case'; option_id: number };

/** A card's ref. */
export const cardRef = (cardId: number, ord = 0): CardRef => ({ kind: 'card', card_id: cardId, ord });

/** The study calls of one learner (no learner: logged out). */
export function studyClient(ctx: TestApp, learner: TestLearner | null) {
  const headers = learner?.headers ?? {};
  return {
    queue: (query = '') => ctx.app.inject({ method: 'GET', url: `/api/flashcards/queue${query}`, headers }),
    review: (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'POST', url: '/api/flashcards/reviews', headers, payload }),
    rate: (ref: CardRef | QuestionRef | CaseRef, rating: number | undefined, extra: Record<string, unknown> = {}) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/flashcards/reviews',
        headers,
        payload: {
          idempotency_key: randomUUID(),
          ref,
          ...(rating === undefined ? {} : { rating }),
          reviewed_at: new Date().toISOString(),
          ...extra,
        },
      }),
    undo: (key: string) => ctx.app.inject({ method: 'POST', url: `/api/flashcards/reviews/${key}/undo`, headers }),
    settings: () => ctx.app.inject({ method: 'GET', url: '/api/flashcards/settings', headers }),
    saveSettings: (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'PUT', url: '/api/flashcards/settings', headers, payload }),
  };
}
