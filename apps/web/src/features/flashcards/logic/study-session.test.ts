import { describe, expect, it } from 'vitest';
import { cardItem, questionItem, queueResponse } from '../test-fixtures.ts';
import { initialSession, ratingTally, remainingCounts, sessionProgress, studyReducer } from './study-session.ts';

const loaded = studyReducer(initialSession, {
  type: 'batch',
  response: queueResponse([cardItem(1), cardItem(2), questionItem(9)], {
    counts: { new: 0, learning: 0, review: 5, errors: 1 },
  }),
});

describe('studyReducer', () => {
  it('a rating moves on at once; progress and what is left follow', () => {
    const rated = studyReducer(loaded, { type: 'advance', key: 'k1', rating: 3, at: 1 });
    expect(rated.items.map((item) => item.ref)).toEqual([cardItem(2).ref, questionItem(9).ref]);
    expect(sessionProgress(rated)).toEqual({ done: 1, total: 6 });
    expect(remainingCounts(rated)).toEqual({ new: 0, learning: 0, review: 4, errors: 1 });
    expect(ratingTally(rated.reviews)).toEqual({ 1: 0, 2: 0, 3: 1, 4: 0 });
  });

  it('undo brings the rated item back first, and its rating leaves the tally', () => {
    const rated = studyReducer(loaded, { type: 'advance', key: 'k1', rating: 1, at: 1 });
    const undone = studyReducer(rated, { type: 'undo' });
    expect(undone.items[0]?.ref).toEqual(cardItem(1).ref);
    expect(undone.reviews).toEqual([]);
    expect(remainingCounts(undone).review).toBe(5);
  });

  it('a later batch adds only items not here and not older states of ones rated (their review not yet counted)', () => {
    const rated = studyReducer(loaded, { type: 'advance', key: 'k1', rating: 3, at: 1 });
    const again = studyReducer(rated, {
      type: 'batch',
      response: queueResponse([cardItem(1), cardItem(2), cardItem(3)]),
    });
    expect(again.items.map((item) => item.card?.card_id ?? item.question?.id)).toEqual([2, 9, 3]);
    expect(again.exhausted).toBe(false);
    // Rated Again and counted, it comes back with more reps: it is studied again.
    const relearn = studyReducer(again, {
      type: 'batch',
      response: queueResponse([cardItem(1, { reps: 4, state: 'relearning' })]),
    });
    expect(relearn.items.at(-1)?.card?.card_id).toBe(1);
    const nothing = studyReducer(relearn, { type: 'batch', response: queueResponse([cardItem(2)]) });
    expect(nothing.exhausted).toBe(true);
  });

  it('a question answered offline counts in no rating until its answer settles it', () => {
    const first = studyReducer(loaded, { type: 'advance', key: 'k1', rating: 3, at: 1 });
    const second = studyReducer(first, { type: 'advance', key: 'k2', rating: 3, at: 2 });
    const question = studyReducer(second, { type: 'advance', key: 'q1', rating: null, at: 3 });
    expect(ratingTally(question.reviews)).toEqual({ 1: 0, 2: 0, 3: 2, 4: 0 });
    const settled = studyReducer(question, { type: 'settle', key: 'q1', rating: 1 });
    expect(ratingTally(settled.reviews)).toEqual({ 1: 1, 2: 0, 3: 2, 4: 0 });
    expect(settled.items).toEqual([]);
  });
});
