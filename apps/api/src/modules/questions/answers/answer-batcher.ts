import type { Database } from '../../../db/database.ts';
import type { UpdatedStats } from './answer-effects.ts';
import { recordAnswers, type NewAnswer } from './answers.repository.ts';
import { forgetLearnerBits } from '../facets/learner-bits.cache.ts';

/**
 * Answers arriving together are written together: while a few statements are in flight, new answers wait and
 * then go in one statement (recordAnswers), up to `maxBatch`. Under load a statement, its commit and its round
 * trip are shared by many answers; alone, an answer is written at once. Each answer is still atomic with its
 * effects, and acknowledged only after the statement that holds it committed.
 *
 * A batch holds at most one answer per (learner, question) and per (learner, key): the others wait for the next
 * one. If a batch statement fails, its answers are written one by one, so one bad answer fails only itself.
 */
export const answerBatchLimits = { maxBatch: 64, inFlight: 2 } as const;

interface Waiting {
  answer: NewAnswer;
  resolve: (stats: UpdatedStats | null) => void;
  reject: (error: unknown) => void;
}

class AnswerBatcher {
  readonly #db: Database;
  #queue: Waiting[] = [];
  #inFlight = 0;

  constructor(db: Database) {
    this.#db = db;
  }

  record(answer: NewAnswer): Promise<UpdatedStats | null> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ answer, resolve, reject });
      this.#pump();
    });
  }

  #pump(): void {
    while (this.#inFlight < answerBatchLimits.inFlight && this.#queue.length > 0) {
      const batch = this.#take();
      this.#inFlight += 1;
      void this.#write(batch).finally(() => {
        this.#inFlight -= 1;
        this.#pump();
      });
    }
  }

  #take(): Waiting[] {
    const batch: Waiting[] = [];
    const rest: Waiting[] = [];
    const seen = new Set<string>();
    for (const waiting of this.#queue) {
      const { userId, questionId, idempotencyKey } = waiting.answer;
      const keys = [`${userId}:q:${questionId}`, `${userId}:k:${idempotencyKey}`];
      if (batch.length < answerBatchLimits.maxBatch && !keys.some((key) => seen.has(key))) {
        keys.forEach((key) => seen.add(key));
        batch.push(waiting);
      } else rest.push(waiting);
    }
    this.#queue = rest;
    // One order for every batch (answer-effects.ts locks rows in it too): concurrent batches wait, never deadlock.
    const order = (waiting: Waiting) =>
      `${waiting.answer.userId}:${String(waiting.answer.questionId).padStart(10, '0')}`;
    return batch.sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0));
  }

  async #write(batch: Waiting[]): Promise<void> {
    try {
      const results = await recordAnswers(
        this.#db,
        batch.map((waiting) => waiting.answer),
      );
      batch.forEach((waiting, index) => waiting.resolve(results[index] ?? null));
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      for (const waiting of batch) {
        await recordAnswers(this.#db, [waiting.answer]).then(
          ([stats]) => waiting.resolve(stats ?? null),
          waiting.reject,
        );
      }
    }
  }
}

const batchers = new WeakMap<Database, AnswerBatcher>();

/**
 * Records one answer through the database's batcher: its stats after counting, or null when it was there already.
 * A recorded answer forgets the learner's cached answered / wrong bits (their counts show it at once).
 */
export async function recordAnswer(db: Database, answer: NewAnswer): Promise<UpdatedStats | null> {
  let batcher = batchers.get(db);
  if (!batcher) batchers.set(db, (batcher = new AnswerBatcher(db)));
  const stats = await batcher.record(answer);
  if (stats) forgetLearnerBits(db, answer.userId);
  return stats;
}
