import { perDatabase } from '../../cache/ttl-cache.ts';
import type { Database } from '../../db/database.ts';
import { selectOpenSimulados } from './open-simulados.repository.ts';
import { questionInOpenSimuladoError } from './questions.errors.ts';

/**
 * The questions of a producer's simulados that have not closed yet (open or upcoming). Until the last simulado
 * holding a question closes, the question bank neither answers nor reveals it (POST /answers, session and track
 * positions), and leaves it out of counts, practice draws and track and session lists: otherwise anyone could
 * read the key of an exam others are sitting. The attempt itself reads the simulados table, not this.
 */
export interface OpenSimuladoQuestions {
  /** Question id → when it is released (the latest closing time of the simulados that hold it, ms). */
  releasedAt: ReadonlyMap<number, number>;
  /** Names the set (the open simulados and their questions): the facet index is rebuilt when it changes. */
  key: string;
  /** When the set next changes by itself: the earliest closing time among them (ms). */
  until: number;
}

/**
 * Each process reads the set again this often: a simulado created (or moved) through another process holds its
 * questions back within this time. One indexed query over a producer's few simulados.
 */
export const openSimuladoQuestionsTtlMs = 10_000;

const cache = perDatabase<Database, OpenSimuladoQuestions>({ ttlMs: openSimuladoQuestionsTtlMs, maxEntries: 1_000 });
const producerTag = (producerId: string) => `producer:${producerId}`;

export async function loadOpenSimuladoQuestions(
  db: Database,
  producerId: string,
  now = new Date(),
): Promise<OpenSimuladoQuestions> {
  const rows = await selectOpenSimulados(db, producerId, now);
  const releasedAt = new Map<number, number>();
  for (const row of rows) {
    const closes = row.closes_at.getTime();
    for (const id of row.question_ids) releasedAt.set(id, Math.max(releasedAt.get(id) ?? 0, closes));
  }
  return {
    releasedAt,
    key: rows.map((row) => `${row.id}@${row.closes_at.getTime()}:${row.question_ids.join(',')}`).join(';'),
    until: Math.min(Number.MAX_SAFE_INTEGER, ...rows.map((row) => row.closes_at.getTime())),
  };
}

/** The producer's held questions (cached per process; dropped at once when one of its simulados closes). */
export function openSimuladoQuestions(db: Database, producerId: string): Promise<OpenSimuladoQuestions> {
  return cache(db).read(producerId, () => loadOpenSimuladoQuestions(db, producerId), {
    tags: () => [producerTag(producerId)],
    expiresAt: (held) => held.until,
  });
}

/** 403 `questions.in_open_simulado` (with when it is released) for a question of a simulado not yet closed. */
export async function refuseOpenSimuladoQuestion(db: Database, producerId: string, questionId: number): Promise<void> {
  const releasedAt = (await openSimuladoQuestions(db, producerId)).releasedAt.get(questionId);
  if (releasedAt !== undefined) throw questionInOpenSimuladoError(new Date(releasedAt));
}

/** The ids without the held ones, in their order. */
export function withoutHeld(questionIds: readonly number[], held: OpenSimuladoQuestions): number[] {
  return held.releasedAt.size === 0 ? [...questionIds] : questionIds.filter((id) => !held.releasedAt.has(id));
}

/** After a write to the producer's simulados in this process (and in tests that move a window). */
export function forgetOpenSimuladoQuestions(db: Database, producerId: string): void {
  cache(db).forget(producerTag(producerId));
}
