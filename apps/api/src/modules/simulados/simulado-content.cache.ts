import { perDatabase } from '../../cache/ttl-cache.ts';
import type { Database } from '../../db/database.ts';
import { bankCacheTtlMs } from '../questions/bank.cache.ts';
import { loadSimuladoQuestions, type BankQuestion } from './bank-questions.repository.ts';
import { loadSubjectPaths, type CategoryRef } from './question-subjects.repository.ts';
import type { SimuladoRow } from './simulados.repository.ts';

/** A simulado's questions in its order, and by id. */
export interface SimuladoQuestions {
  list: readonly BankQuestion[];
  byId: ReadonlyMap<number, BankQuestion>;
}

type SimuladoContentKey = Pick<SimuladoRow, 'id' | 'producer_id' | 'question_ids'>;

/**
 * What a simulado asks is authored content, read by every exam call (the exam page, each autosave's letters, the
 * grading, the result) and changed as rarely as the question bank: each process keeps it as long as the bank
 * cache keeps questions (bankCacheTtlMs), so an edit made elsewhere shows within that time. The key holds the
 * question list, so a simulado whose list changed is read afresh.
 */
const questionsCache = perDatabase<Database, SimuladoQuestions>({ ttlMs: bankCacheTtlMs, maxEntries: 1_000 });
const pathsCache = perDatabase<Database, ReadonlyMap<number, CategoryRef[]>>({
  ttlMs: bankCacheTtlMs,
  maxEntries: 1_000,
});

const keyOf = (simulado: SimuladoContentKey) => `${simulado.id}:${simulado.question_ids.join(',')}`;
const producerTag = (producerId: string) => `producer:${producerId}`;

/** `reader`: where a miss reads them (inside a transaction, its own connection rather than a second one). */
export function cachedSimuladoQuestions(
  db: Database,
  simulado: SimuladoContentKey,
  reader: Database = db,
): Promise<SimuladoQuestions> {
  const read = async () => {
    const list = await loadSimuladoQuestions(reader, simulado);
    return { list, byId: new Map(list.map((question) => [question.id, question])) };
  };
  return questionsCache(db).read(keyOf(simulado), read, { tags: () => [producerTag(simulado.producer_id)] });
}

/** Each question's subject path, root first (see loadSubjectPaths). */
export function cachedSubjectPaths(
  db: Database,
  simulado: SimuladoContentKey,
): Promise<ReadonlyMap<number, CategoryRef[]>> {
  return pathsCache(db).read(keyOf(simulado), () => loadSubjectPaths(db, simulado.producer_id, simulado.question_ids), {
    tags: () => [producerTag(simulado.producer_id)],
  });
}
