import type { Question } from '@members/contract';
import type { CategoryCatalog } from './category-catalog.ts';
import { pathRefs } from './category-catalog.ts';
import type { QuestionContent } from './question-content.ts';
import type { QuestionDynamics, QuestionStats } from './question-dynamics.ts';

/** Learners' first answers needed before a difficulty is shown. */
export const difficultyMinAnswers = 10;

export function difficultyOf(stats: QuestionStats): Question['difficulty'] {
  if (stats.answers < difficultyMinAnswers) return null;
  const rate = stats.correct / stats.answers;
  if (rate >= 0.7) return 'easy';
  return rate >= 0.4 ? 'medium' : 'hard';
}

/** The question as the learner sees it before answering: never the correct letter nor an explanation. */
export function questionView(content: QuestionContent, catalog: CategoryCatalog, dynamics: QuestionDynamics): Question {
  return {
    id: content.id,
    statement: content.statement,
    alternatives: content.alternatives.map(({ letter, text }) => ({ letter, text })),
    source: content.source,
    difficulty: difficultyOf(dynamics.stats),
    annulled: content.status === 'annulled',
    subjects: pathRefs(catalog, content.subjectPath),
    marked: dynamics.marked,
    note: dynamics.note,
  };
}
