import type { RecordedAnswer } from '../questions/answers/answer-effects.ts';
import type { BankQuestion } from './bank-questions.repository.ts';

type Letter = RecordedAnswer['alternative'];

export interface StoredAnswer {
  question_id: number;
  alternative: Letter | null;
  client_answered_at: Date;
}

export interface AttemptGrade {
  correct: number;
  answered: number;
  total: number;
  /** Tenths of a percent (0–1000), for the ranking. */
  score: number;
  /** The answered questions, graded, as they enter the answer log. */
  recorded: RecordedAnswer[];
}

/** Whether a choice is right; every choice (and no choice) is right on an annulled question. */
export function isCorrect(question: Pick<BankQuestion, 'annulled' | 'correct_letter'>, chosen: Letter | null): boolean {
  return question.annulled || chosen === question.correct_letter;
}

/** Grades an attempt: annulled questions count as correct for everyone, answered or not. */
export function gradeAttempt(questions: readonly BankQuestion[], answers: readonly StoredAnswer[]): AttemptGrade {
  const byQuestion = new Map(answers.map((answer) => [answer.question_id, answer]));
  let correct = 0;
  const recorded: RecordedAnswer[] = [];
  for (const question of questions) {
    const answer = byQuestion.get(question.id);
    const chosen = answer?.alternative ?? null;
    const right = isCorrect(question, chosen);
    if (right) correct += 1;
    if (answer && chosen)
      recorded.push({
        questionId: question.id,
        alternative: chosen,
        correct: right,
        answeredAt: answer.client_answered_at,
      });
  }
  const total = questions.length;
  return { correct, answered: recorded.length, total, score: scoreOf(correct, total), recorded };
}

/** Tenths of a percent, rounded. */
export function scoreOf(correct: number, total: number): number {
  return total === 0 ? 0 : Math.round((correct * 1000) / total);
}
