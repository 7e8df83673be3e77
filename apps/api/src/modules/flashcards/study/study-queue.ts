import type { QueueQuery, QueueResponse } from '@members/contract';
import type { Database } from '../../../db/database.ts';
import { notFoundError } from '../../../errors/common.errors.ts';
import type { Learner } from '../../../plugins/learner.ts';
import { now } from '../../../clock/clock.ts';
import { cachedLearnerAccess } from '../../courses/learner.cache.ts';
import { openLesson } from '../../courses/lessons/lesson-gate.ts';
import { cachedCategoryCatalog } from '../../questions/bank.cache.ts';
import { cardOrds } from '../cards/card-faces.ts';
import { selectTrack } from '../cards/cards.repository.ts';
import { studySettingsOf } from '../settings/settings.ts';
import { studyDayStart, studyWeekday } from '../study-day.ts';
import { cachedNewNotes } from './new-cards.cache.ts';
import { queueItems, type PendingItem } from './queue-items.ts';
import { selectQueueHead } from './queue-head.repository.ts';
import type { NewNoteRow, QueueScope, QueueWindow } from './queue.repository.ts';

/** How far ahead a (re)learning step may be studied, as Anki's learn-ahead limit. */
export const learnAheadMs = 20 * 60_000;

/** The study's scope from the query: 404 for a deck or track that is not the producer's (or not a subject). */
async function scopeOf(db: Database, learner: Learner, query: QueueQuery): Promise<QueueScope> {
  if (query.erros === '1') return { kind: 'errors' };
  if (query.trilha !== undefined) {
    const track = await selectTrack(db, learner.producerId, Number(query.trilha));
    if (!track) throw notFoundError('No such flashcard track');
    await openLesson(db, learner, track.lesson_id);
    return { kind: 'track', trackId: track.id };
  }
  if (query.deck !== undefined) {
    const deck = Number(query.deck);
    const catalog = await cachedCategoryCatalog(db, learner.producerId);
    if (catalog.byId.get(deck)?.type !== 7) throw notFoundError('No such deck');
    const categoryIds = catalog.rows.filter((row) => row.path.includes(deck)).map((row) => row.id);
    return { kind: 'deck', categoryIds };
  }
  return { kind: 'all' };
}

/** New cards of the notes, in their order, up to `limit` (a note's unseen ords in order). */
function newCards(notes: readonly NewNoteRow[], limit: number): PendingItem[] {
  const cards: PendingItem[] = [];
  for (const note of notes) {
    const seen = new Set(note.seen.map(Number));
    for (const ord of cardOrds(note)) {
      if (cards.length >= limit) return cards;
      if (!seen.has(ord)) cards.push({ cardId: note.id, ord, questionId: null, caseOptionId: null, schedule: null });
    }
  }
  return cards;
}

/** Up to `limit` new cards from the cached notes; walked again when the cards reviewed since left too few. */
async function newCardsUpTo(
  db: Database,
  window: QueueWindow,
  scope: QueueScope,
  perDay: number,
  limit: number,
): Promise<PendingItem[]> {
  if (limit <= 0) return [];
  const cached = await cachedNewNotes(db, window, scope, perDay);
  const cards = newCards(cached.notes, limit);
  if (cards.length >= limit || cached.complete) return cards;
  return newCards((await cachedNewNotes(db, window, scope, perDay, true)).notes, limit);
}

/**
 * GET /api/flashcards/queue. Due items first (cards and missed questions mixed by due time; (re)learning steps
 * up to 20 minutes ahead), at most the day's review limit minus today's reviews; then new cards up to the day's
 * new-card limit minus today's first reviews. A day off has nothing due; a deck or track study still serves new
 * cards then.
 */
export async function studyQueue(
  db: Database,
  learner: Learner,
  query: QueueQuery,
  limit: number,
): Promise<QueueResponse> {
  const at = now();
  const scope = await scopeOf(db, learner, query);
  const access = await cachedLearnerAccess(db, learner);
  // The settings and the learner's memory in one statement: it reads `limit` due items, cut below to the day's
  // review limit (the same first items).
  const head = await selectQueueHead(
    db,
    {
      userId: learner.userId,
      producerId: learner.producerId,
      productCodes: [...access.keys()],
      dayStart: studyDayStart(at),
      horizon: studyDayStart(at, 1),
      learnAhead: new Date(at.getTime() + learnAheadMs),
    },
    scope,
    limit,
  );
  const { today } = head;
  const settings = studySettingsOf(head.settings);
  const dayOff = settings.scheduler.daysOff.includes(studyWeekday(at));
  const reviewsLeft = Math.max(0, settings.maxReviewsPerDay - today.reviewed);
  const newLeft = dayOff && scope.kind === 'all' ? 0 : Math.max(0, settings.newPerDay - today.new_cards);
  const due = dayOff ? [] : head.due.slice(0, Math.min(limit, reviewsLeft));
  const counts = dayOff ? { learning: 0, review: 0, errors: 0 } : head.counts;
  const window: QueueWindow = {
    userId: learner.userId,
    producerId: learner.producerId,
    closedLessons: head.closedLessons,
  };
  const fresh = await newCardsUpTo(db, window, scope, settings.newPerDay, newLeft);
  const pending: PendingItem[] = [
    ...due.map((row) => ({
      cardId: row.flashcard_id,
      ord: row.card_ord,
      questionId: row.question_id,
      caseOptionId: row.case_option_id,
      categoryId: row.category_id,
      schedule: row,
    })),
    ...fresh.slice(0, Math.max(0, limit - due.length)),
  ];
  const review = Math.min(counts.review, reviewsLeft);
  return {
    items: await queueItems(db, learner, pending, settings.scheduler, at),
    counts: {
      new: fresh.length,
      learning: counts.learning,
      review,
      errors: Math.min(counts.errors, Math.max(0, reviewsLeft - review)),
    },
    reviewed_today: today.reviewed,
    day_off: dayOff,
  };
}
