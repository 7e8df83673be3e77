import type { AlternativeLetter, AnswerResult, Question } from '@members/contract';
import type { ComponentType } from 'react';

/**
 * What the study screen needs to show a missed question: the question bank's player, given by the route
 * (features do not import each other; routes/flashcard-study.tsx passes the questions feature's QuestionReview).
 */
export interface QuestionViewProps {
  question: Question;
  headingId: string;
  result: AnswerResult | null;
  locked: boolean;
  onConfirm: (letter: AlternativeLetter) => void;
}

export type QuestionView = ComponentType<QuestionViewProps>;
