import type { AnswerResult, Rating, ReviewResponse, reviewRequestSchema } from '@members/contract';
import type { z } from 'zod';
import type { Database } from '../../../db/database.ts';
import type { MemoryItemRow } from '../../../db/schema/memory.ts';
import { notFoundError } from '../../../errors/common.errors.ts';
import type { JobQueue } from '../../../jobs/job-queue.ts';
import type { Learner } from '../../../plugins/learner.ts';
import { now } from '../../../clock/clock.ts';
import { forgetLearnerState } from '../../courses/learner.cache.ts';
import { openLesson } from '../../courses/lessons/lesson-gate.ts';
import { revealAnswer } from '../../questions/answers/answer-reveal.ts';
import { visibleQuestion } from '../../questions/bank.cache.ts';
import { alternativeIndex, type QuestionContent } from '../../questions/question-content.ts';
import { statsOf } from '../../questions/question-dynamics.ts';
import { alternativeInvalidError } from '../../questions/questions.errors.ts';
import { cardOrds } from '../cards/card-faces.ts';
import { selectCardNote, type CardNoteRow } from '../cards/cards.repository.ts';
import { maybeQueueFitting } from '../settings/fitting-trigger.ts';
import { loadStudySettings } from '../settings/settings.ts';
import { idempotencyKeyReusedError, reviewedAtOutOfRangeError, reviewIncompleteError } from './flashcards.errors.ts';
import { itemState } from './memory-state.ts';
import { markCardReviewed } from './new-cards.cache.ts';
import { selectQuestionDynamicsRows } from './question-items.repository.ts';
import { selectReviewByKey } from './reviews.repository.ts';
import { writeReview, KeyTaken, type ReviewTarget } from './review-write.ts';

export type ReviewBody = z.output<typeof reviewRequestSchema>;

/** How far ahead of the server's clock a review time may be (a device's clock a little fast). */
export const reviewedAtSkewMs = 5 * 60_000;
/** How old a review time may be: reviews made offline are sent when back online, within a month. */
export const reviewedAtMaxAgeMs = 30 * 86_400_000;

interface Resolved {
  target: ReviewTarget;
  rating: Rating;
  question: { content: QuestionContent; correct: boolean; alternative: NonNullable<ReviewBody['alternative']> } | null;
}

async function resolveCard(
  db: Database,
  learner: Learner,
  body: ReviewBody,
  cardId: number,
  ord: number,
): Promise<Resolved> {
  if (body.rating === undefined) throw reviewIncompleteError('A card review needs its rating');
  const note: CardNoteRow | null = await selectCardNote(db, learner.producerId, cardId);
  if (!note || !cardOrds(note).includes(ord)) throw notFoundError('No such card');
  if (note.lesson_id !== null) await openLesson(db, learner, note.lesson_id);
  return { target: { kind: 'card', note, ord }, rating: body.rating, question: null };
}

async function resolveQuestion(
  db: Database,
  learner: Learner,
  body: ReviewBody,
  questionId: number,
): Promise<Resolved> {
  const alternative = body.alternative;
  if (alternative === undefined) throw reviewIncompleteError('A question review needs the chosen alternative');
  const content = await visibleQuestion(db, learner.producerId, questionId);
  if (alternativeIndex[alternative] >= content.alternatives.length) throw alternativeInvalidError();
  const correct = content.status === 'annulled' || alternative === content.correctLetter;
  const rating: Rating = !correct ? 1 : body.rating === 2 || body.rating === 4 ? body.rating : 3;
  return { target: { kind: 'question', questionId: content.id }, rating, question: { content, correct, alternative } };
}

/** A clinical case's item is recalled like a card: its rating, as given. */
function resolveCase(body: ReviewBody, optionId: number): Resolved {
  if (body.rating === undefined) throw reviewIncompleteError('A clinical case item needs its rating');
  return { target: { kind: 'case', optionId }, rating: body.rating, question: null };
}

async function resolve(db: Database, learner: Learner, body: ReviewBody): Promise<Resolved> {
  switch (body.ref.kind) {
    case 'card':
      return resolveCard(db, learner, body, body.ref.card_id, body.ref.ord);
    case 'question':
      return resolveQuestion(db, learner, body, body.ref.question_id);
    default:
      return resolveCase(body, body.ref.option_id);
  }
}

function sameItem(item: MemoryItemRow, target: ReviewTarget): boolean {
  if (target.kind === 'card') return item.flashcard_id === target.note.id && item.card_ord === target.ord;
  return target.kind === 'question' ? item.question_id === target.questionId : item.case_option_id === target.optionId;
}

/** A question review's answer as the bank reveals it; `already_answered` on a replay of the key. */
async function revealed(
  db: Database,
  learner: Learner,
  resolved: Resolved,
  at: Date,
  replayed: boolean,
): Promise<AnswerResult | null> {
  if (!resolved.question) return null;
  const { content, correct, alternative } = resolved.question;
  const [row] = await selectQuestionDynamicsRows(db, learner.userId, [content.id]);
  return revealAnswer(content, { alternative, correct, answered_at: at }, statsOf(row), replayed);
}

/** The answer to a key recorded before: the same item and rating, or 409. */
async function replay(db: Database, learner: Learner, body: ReviewBody, resolved: Resolved): Promise<ReviewResponse> {
  const earlier = await selectReviewByKey(db, learner.userId, body.idempotency_key);
  if (!earlier) throw new Error(`review ${body.idempotency_key} conflicted but none was found`);
  if (!sameItem(earlier.item, resolved.target) || earlier.review.rating !== resolved.rating)
    throw idempotencyKeyReusedError();
  return {
    idempotency_key: body.idempotency_key,
    rating: resolved.rating,
    item: itemState(earlier.item),
    already_recorded: true,
    answer: await revealed(db, learner, resolved, earlier.review.reviewed_at, true),
    resolved: earlier.item.resolved_at !== null,
  };
}

/**
 * POST /api/flashcards/reviews. Idempotent by (learner, key): the same key again answers what was recorded
 * (`already_recorded`) and counts nothing, however many copies arrive at once; with another item or rating, 409.
 * The item is scheduled from `reviewed_at` (an offline review counts when it was made). A missed question
 * answered right leaves the notebook (`resolved`).
 */
export async function recordReview(
  db: Database,
  jobs: Pick<JobQueue, 'enqueue'>,
  learner: Learner,
  body: ReviewBody,
): Promise<ReviewResponse> {
  const at = now();
  const reviewedAt = new Date(body.reviewed_at);
  if (
    reviewedAt.getTime() > at.getTime() + reviewedAtSkewMs ||
    reviewedAt.getTime() < at.getTime() - reviewedAtMaxAgeMs
  )
    throw reviewedAtOutOfRangeError();
  const resolved = await resolve(db, learner, body);
  if (await selectReviewByKey(db, learner.userId, body.idempotency_key)) return replay(db, learner, body, resolved);
  const settings = await loadStudySettings(db, learner.userId);
  let item: MemoryItemRow;
  try {
    item = await writeReview(db, learner, {
      target: resolved.target,
      rating: resolved.rating,
      correct: resolved.question?.correct ?? null,
      key: body.idempotency_key,
      reviewedAt,
      durationMs: body.duration_ms,
      settings: settings.scheduler,
    });
  } catch (error) {
    if (error instanceof KeyTaken) return replay(db, learner, body, resolved);
    throw error;
  }
  if (resolved.target.kind === 'card')
    markCardReviewed(db, learner.userId, resolved.target.note.id, resolved.target.ord);
  if (resolved.target.kind === 'card' && resolved.target.note.track_id !== null) forgetLearnerState(db, learner.userId);
  await maybeQueueFitting(db, jobs, learner.userId);
  return {
    idempotency_key: body.idempotency_key,
    rating: resolved.rating,
    item: itemState(item),
    already_recorded: false,
    answer: await revealed(db, learner, resolved, reviewedAt, false),
    resolved: item.resolved_at !== null,
  };
}
