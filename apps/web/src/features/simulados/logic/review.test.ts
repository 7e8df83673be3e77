import type { ResultQuestion } from '@members/contract';
import { describe, expect, it } from 'vitest';
import { availableFilters, filterCounts, matchesFilter, reviewOutcome } from './review.ts';

const question = (position: number, overrides: Partial<ResultQuestion>): ResultQuestion => ({
  position,
  question: { id: position, statement: '', alternatives: [], source: { institution: null, exam: null, year: null } },
  chosen: 'A',
  marked: false,
  correct_alternative: 'A',
  correct: true,
  annulled: false,
  explanation: null,
  alternatives: [],
  subjects: [],
  key_released_at: null,
  ...overrides,
});

describe('the review of a result', () => {
  const questions = [
    question(1, {}),
    question(2, { chosen: 'B', correct: false, marked: true }),
    question(3, { chosen: null, correct: false }),
    question(4, { annulled: true, correct_alternative: null, chosen: 'C' }),
    question(5, { chosen: null, correct: true, annulled: true, marked: true }),
  ];

  it('says how each question went', () => {
    expect(questions.map(reviewOutcome)).toEqual(['right', 'wrong', 'blank', 'annulled', 'annulled']);
    expect(reviewOutcome({ annulled: false, chosen: 'A', correct: null })).toBe('answered');
  });

  it('filters wrong (answered and wrong), blank and marked ones, and counts them', () => {
    expect(questions.filter((item) => matchesFilter(item, 'wrong')).map((item) => item.position)).toEqual([2]);
    expect(questions.filter((item) => matchesFilter(item, 'blank')).map((item) => item.position)).toEqual([3, 5]);
    expect(questions.filter((item) => matchesFilter(item, 'marked')).map((item) => item.position)).toEqual([2, 5]);
    expect(filterCounts(questions)).toEqual({ all: 5, wrong: 1, blank: 2, marked: 2 });
  });

  it('offers "wrong" only once the key is out', () => {
    expect(availableFilters(true)).toEqual(['all', 'wrong', 'blank', 'marked']);
    expect(availableFilters(false)).toEqual(['all', 'blank', 'marked']);
    const held = question(1, { chosen: 'B', correct: null, correct_alternative: null });
    expect(matchesFilter(held, 'wrong')).toBe(false);
  });
});
