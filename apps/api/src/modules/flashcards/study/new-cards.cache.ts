import { perDatabase } from '../../../cache/ttl-cache.ts';
import type { Database } from '../../../db/database.ts';
import { selectNewNotes, type NewNoteRow, type QueueScope, type QueueWindow } from './queue.repository.ts';

/**
 * The next notes with a card the learner never reviewed, per learner, scope and count, kept this long per
 * process: finding them walks the producer's notes past every one already reviewed (tens of thousands for a
 * long-time learner), which the queue would otherwise repeat on every call. The learner's reviews and undos
 * forget them (forgetNewCards); a card the producer adds shows within this time.
 */
export const newCardsCacheTtlMs = 60_000;

const newNotes = perDatabase<Database, readonly NewNoteRow[]>({ ttlMs: newCardsCacheTtlMs, maxEntries: 5_000 });

const learnerTag = (userId: string) => `learner:${userId}`;

function scopeKey(scope: QueueScope): string {
  if (scope.kind === 'deck') return `deck:${scope.categoryIds.join(',')}`;
  if (scope.kind === 'track') return `track:${scope.trackId}`;
  return scope.kind;
}

export function cachedNewNotes(
  db: Database,
  window: QueueWindow,
  scope: QueueScope,
  limit: number,
): Promise<readonly NewNoteRow[]> {
  if (limit <= 0 || scope.kind === 'errors') return Promise.resolve([]);
  const key = `${window.userId}:${scopeKey(scope)}:${limit}:${window.closedLessons.join(',')}`;
  return newNotes(db).read(key, () => selectNewNotes(db, window, scope, limit), {
    tags: () => [learnerTag(window.userId)],
  });
}

/** After a review or an undo of the learner: which cards are new has changed. */
export function forgetNewCards(db: Database, userId: string): void {
  newNotes(db).forget(learnerTag(userId));
}
