import { perDatabase } from '../../../cache/ttl-cache.ts';
import type { Database } from '../../../db/database.ts';
import { selectNewNotes, type NewNoteRow, type QueueScope, type QueueWindow } from './queue.repository.ts';

/**
 * The next notes with a card the learner never reviewed, per learner, scope and daily new-card limit, kept this
 * long per process: finding them walks the producer's notes past every one already reviewed (tens of thousands
 * for a long-time learner, a quarter of a second), which the queue would otherwise repeat on every call. A review
 * does not forget them: the card it reviewed is marked seen on top of the cached notes (markCardReviewed), which
 * keeps them a true prefix of the learner's new notes; an undo forgets them (forgetNewCards). A card the producer
 * adds shows within this time.
 */
export const newCardsCacheTtlMs = 60_000;

export interface NewNotes {
  notes: readonly NewNoteRow[];
  /** The walk found fewer notes than it looked for: there are no others. */
  complete: boolean;
}

const newNotes = perDatabase<Database, NewNotes>({ ttlMs: newCardsCacheTtlMs, maxEntries: 5_000 });

/**
 * Card sides this process recorded a review of, per learner, with when: kept longer than any cached walk that
 * started before them can live (twice the time to live), so no cached read can miss them.
 */
const reviewedCards = new WeakMap<Database, Map<string, Map<string, number>>>();

const learnerTag = (userId: string) => `learner:${userId}`;

function scopeKey(scope: QueueScope): string {
  if (scope.kind === 'deck') return `deck:${scope.categoryIds.join(',')}`;
  if (scope.kind === 'track') return `track:${scope.trackId}`;
  return scope.kind;
}

function reviewedOf(db: Database, userId: string, at = Date.now()): Map<number, number[]> {
  const marks = reviewedCards.get(db)?.get(userId);
  const byCard = new Map<number, number[]>();
  if (!marks) return byCard;
  for (const [side, markedAt] of marks) {
    if (at - markedAt > 2 * newCardsCacheTtlMs) {
      marks.delete(side);
      continue;
    }
    const [card, ord] = side.split(':').map(Number);
    if (card === undefined || ord === undefined) continue;
    byCard.set(card, [...(byCard.get(card) ?? []), ord]);
  }
  return byCard;
}

/**
 * Up to `perDay` notes with a card the learner never reviewed (the cards reviewed in this process since the walk
 * marked seen). `reread`: walk again now (the marked notes no longer hold the cards the queue needs).
 */
export async function cachedNewNotes(
  db: Database,
  window: QueueWindow,
  scope: QueueScope,
  perDay: number,
  reread = false,
): Promise<NewNotes> {
  if (perDay <= 0 || scope.kind === 'errors') return { notes: [], complete: true };
  const cache = newNotes(db);
  if (reread) cache.forget(learnerTag(window.userId));
  const key = `${window.userId}:${scopeKey(scope)}:${perDay}:${window.closedLessons.join(',')}`;
  const read = await cache.read(
    key,
    async () => {
      const notes = await selectNewNotes(db, window, scope, perDay);
      return { notes, complete: notes.length < perDay };
    },
    { tags: () => [learnerTag(window.userId)] },
  );
  const reviewed = reviewedOf(db, window.userId);
  if (reviewed.size === 0) return read;
  return {
    complete: read.complete,
    notes: read.notes.map((note) => {
      const more = reviewed.get(note.id);
      return more ? { ...note, seen: [...note.seen, ...more] } : note;
    }),
  };
}

/** After a review of the learner's card side: it is no longer new. */
export function markCardReviewed(db: Database, userId: string, cardId: number, ord: number): void {
  let learners = reviewedCards.get(db);
  if (!learners) reviewedCards.set(db, (learners = new Map<string, Map<string, number>>()));
  if (learners.size > 5_000) for (const learner of learners.keys()) reviewedOf(db, learner);
  for (const [learner, marks] of learners) if (marks.size === 0) learners.delete(learner);
  let marks = learners.get(userId);
  if (!marks) learners.set(userId, (marks = new Map<string, number>()));
  marks.set(`${cardId}:${ord}`, Date.now());
}

/** After an undo of the learner's review: a card may be new again, before the notes cached. */
export function forgetNewCards(db: Database, userId: string): void {
  newNotes(db).forget(learnerTag(userId));
  reviewedCards.get(db)?.delete(userId);
}
