import type { ResultQuestion } from '@members/contract';
import { isCorrect } from './attempt-scoring.ts';
import { toExamQuestion, type BankQuestion } from './bank-questions.ts';
import { groupByRoot, type CategoryRef } from './question-subjects.ts';

type Letter = BankQuestion['correct_letter'];

export interface ResultInputs {
  questions: readonly BankQuestion[];
  /** The learner's choice per question (absent: not answered). */
  chosen: ReadonlyMap<number, Letter | null>;
  paths: ReadonlyMap<number, CategoryRef[]>;
  /** `${questionId}:${letter}` → how many takers chose it. */
  letterCounts: ReadonlyMap<string, number>;
  takers: number;
}

const shareOf = (count: number, takers: number) => (takers === 0 ? 0 : Math.round((count / takers) * 10_000) / 10_000);

/** Every question with the learner's choice, the correct letter, the explanations and the takers' shares. */
export function resultQuestions({ questions, chosen, paths, letterCounts, takers }: ResultInputs): ResultQuestion[] {
  return questions.map((question, index) => {
    const choice = chosen.get(question.id) ?? null;
    return {
      position: index + 1,
      question: toExamQuestion(question),
      chosen: choice,
      correct_alternative: question.annulled ? null : question.correct_letter,
      correct: isCorrect(question, choice),
      annulled: question.annulled,
      explanation: question.explanation,
      alternatives: question.alternatives.map(({ letter, explanation }) => ({
        letter,
        explanation,
        share: shareOf(letterCounts.get(`${question.id}:${letter}`) ?? 0, takers),
      })),
      subjects: paths.get(question.id) ?? [],
    };
  });
}

/** Correct out of total per grande área, in order of first appearance. */
export function scoresBySubject(results: readonly ResultQuestion[]): { id: number; desc: string; correct: number; total: number }[] {
  return groupByRoot(results, (result) => result.subjects[0]).map(({ root, items }) => ({
    id: root.id,
    desc: root.desc,
    correct: items.filter((item) => item.correct).length,
    total: items.length,
  }));
}
