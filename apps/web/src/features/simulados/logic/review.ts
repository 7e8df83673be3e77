import type { ResultQuestion } from '@members/contract';

/** What the review says of a question: right, wrong, blank, annulled, or answered (the key is not out yet). */
export type ReviewOutcome = 'right' | 'wrong' | 'blank' | 'annulled' | 'answered';

const reviewFilters = ['all', 'wrong', 'blank', 'marked'] as const;
export type ReviewFilter = (typeof reviewFilters)[number];

export function reviewOutcome(question: Pick<ResultQuestion, 'annulled' | 'chosen' | 'correct'>): ReviewOutcome {
  if (question.annulled) return 'annulled';
  if (question.chosen === null) return 'blank';
  if (question.correct === null) return 'answered';
  return question.correct ? 'right' : 'wrong';
}

/** Whether the question shows under the filter ("wrong" needs the key: an answer not yet judged is not wrong). */
export function matchesFilter(question: ResultQuestion, filter: ReviewFilter): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'wrong':
      return reviewOutcome(question) === 'wrong';
    case 'blank':
      return question.chosen === null;
    case 'marked':
      return question.marked;
  }
}

/** How many questions each filter shows. */
export function filterCounts(questions: readonly ResultQuestion[]): Record<ReviewFilter, number> {
  const counts: Record<ReviewFilter, number> = { all: 0, wrong: 0, blank: 0, marked: 0 };
  for (const question of questions)
    for (const filter of reviewFilters) if (matchesFilter(question, filter)) counts[filter] += 1;
  return counts;
}

/** The filters offered: "wrong" only once the answer key is out. */
export function availableFilters(keyAvailable: boolean): readonly ReviewFilter[] {
  return keyAvailable ? reviewFilters : reviewFilters.filter((filter) => filter !== 'wrong');
}
