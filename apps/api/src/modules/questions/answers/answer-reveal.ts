import type { AlternativeLetter, AnswerResult } from '@members/contract';
import { alternativeIndex, type QuestionContent } from '../question-content.ts';
import type { QuestionStats } from '../question-dynamics.ts';

/** An answer as stored. */
export interface StoredAnswer {
  alternative: AlternativeLetter;
  correct: boolean;
  answered_at: Date;
}

const share = (part: number, total: number) => (total > 0 ? Math.round((part / total) * 10_000) / 10_000 : 0);

/**
 * What an answer reveals: correctness (an annulled question counts every answer as correct and has no correct
 * letter), the explanations, and the share of learners' first answers that chose each alternative.
 */
export function revealAnswer(
  question: QuestionContent,
  answer: StoredAnswer,
  stats: QuestionStats,
  alreadyAnswered: boolean,
): AnswerResult {
  const annulled = question.status === 'annulled';
  return {
    question_id: question.id,
    chosen: answer.alternative,
    correct: annulled || answer.correct,
    correct_alternative: annulled ? null : question.correctLetter,
    explanation: question.explanation,
    alternatives: question.alternatives.map((alternative) => ({
      letter: alternative.letter,
      explanation: alternative.explanation,
      share: share(stats.letterCounts[alternativeIndex[alternative.letter]] ?? 0, stats.answers),
    })),
    answers_count: stats.answers,
    already_answered: alreadyAnswered,
    answered_at: answer.answered_at.toISOString(),
  };
}
