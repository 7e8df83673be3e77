import type { AlternativeLetter } from '@members/contract';
import type { Database } from '../../db/database.ts';
import type { StoredAlternative } from '../../db/schema/index.ts';
import { selectQuestionContentRows } from './question-bank.repository.ts';

/** What a question says, never changed by answers (cached per process, see bank.cache.ts). */
export interface QuestionContent {
  id: number;
  status: 'published' | 'draft' | 'annulled';
  statement: string;
  alternatives: StoredAlternative[];
  correctLetter: AlternativeLetter;
  explanation: string;
  source: { institution: string | null; exam: string | null; year: number | null };
  /** The path of its deepest subject (type 7) category, root first; empty without one. */
  subjectPath: number[];
}

export const alternativeIndex: Record<AlternativeLetter, number> = { A: 0, B: 1, C: 2, D: 3, E: 4 };

/** The producer's questions of those ids (any status), by id; missing ones are absent. */
export async function loadQuestionContents(
  db: Database,
  producerId: string,
  questionIds: readonly number[],
): Promise<Map<number, QuestionContent>> {
  if (questionIds.length === 0) return new Map();
  const rows = await selectQuestionContentRows(db, producerId, questionIds);
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        id: Number(row.id),
        status: row.status,
        statement: row.statement,
        alternatives: row.alternatives,
        correctLetter: row.correct_letter,
        explanation: row.explanation,
        source: { institution: row.institution, exam: row.exam, year: row.year === null ? null : Number(row.year) },
        subjectPath: (row.subject_path ?? []).map(Number),
      },
    ]),
  );
}

interface Waiter {
  resolve: (content: QuestionContent | null) => void;
  reject: (error: unknown) => void;
}

/** Reads of one tick, per database and producer, waiting to go out as one query. */
const pending = new WeakMap<Database, Map<string, Map<number, Waiter[]>>>();

function flush(db: Database, producerId: string, batch: Map<number, Waiter[]>): void {
  loadQuestionContents(db, producerId, [...batch.keys()]).then(
    (found) => batch.forEach((waiters, id) => waiters.forEach((waiter) => waiter.resolve(found.get(id) ?? null))),
    (error: unknown) => batch.forEach((waiters) => waiters.forEach((waiter) => waiter.reject(error))),
  );
}

/**
 * The producer's question (any status), or null. Questions asked for in the same tick are read in one query, so
 * a burst of answers to questions not cached yet costs one round trip, not one each.
 */
export function loadQuestionContent(
  db: Database,
  producerId: string,
  questionId: number,
): Promise<QuestionContent | null> {
  let byProducer = pending.get(db);
  if (!byProducer) pending.set(db, (byProducer = new Map<string, Map<number, Waiter[]>>()));
  let batch = byProducer.get(producerId);
  if (!batch) {
    const created = new Map<number, Waiter[]>();
    const producers = byProducer;
    producers.set(producerId, (batch = created));
    setImmediate(() => {
      producers.delete(producerId);
      flush(db, producerId, created);
    });
  }
  const waiters = batch.get(questionId) ?? [];
  batch.set(questionId, waiters);
  return new Promise((resolve, reject) => waiters.push({ resolve, reject }));
}
