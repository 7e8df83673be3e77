import type { ResultQuestion } from '@members/contract';
import { isCorrect } from './attempt-scoring.ts';
import { toExamQuestion } from './attempt-view.ts';
import type { BankQuestion } from './bank-questions.repository.ts';
import type { CategoryRef } from './question-subjects.repository.ts';
import { groupByRoot } from './subject-groups.ts';

type Letter = BankQuestion['correct_letter'];

export interface ResultInputs {
  questions: readonly BankQuestion[];
  /** The learner's choice per question (absent: not answered). */
  chosen: ReadonlyMap<number, Letter | null>;
  /** The questions the learner marked for review. */
  marked: ReadonlySet<number>;
  paths: ReadonlyMap<number, CategoryRef[]>;
  /** `${questionId}:${letter}` → how many takers chose it. */
  letterCounts: ReadonlyMap<string, number>;
  takers: number;
}

const shareOf = (count: number, takers: number) => (takers === 0 ? 0 : Math.round((count / takers) * 10_000) / 10_000);

/** Every question with the learner's choice, the correct letter, the explanations and the takers' shares. */
export function resultQuestions({
  questions,
  chosen,
  marked,
  paths,
  letterCounts,
  takers,
}: ResultInputs): ResultQuestion[] {
  return questions.map((question, index) => {
    const choice = chosen.get(question.id) ?? null;
    return {
      position: index + 1,
      question: toExamQuestion(question),
      chosen: choice,
      marked: marked.has(question.id),
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
      key_released_at: null,
    };
  });
}

/**
 * The question without what gives its key away (the correct letter, whether the choice was right, the
 * explanations, the takers' shares) until `releasedAt`: what an early hand-in reads while the simulado is open
 * for others (or while another open simulado holds the same question).
 */
export function withoutKey(question: ResultQuestion, releasedAt: Date): ResultQuestion {
  return {
    ...question,
    key_released_at: releasedAt.toISOString(),
    correct_alternative: null,
    correct: null,
    explanation: null,
    alternatives: question.alternatives.map(({ letter }) => ({ letter, explanation: null, share: null })),
  };
}

/** Correct out of total per grande área, in order of first appearance. */
export function scoresBySubject(
  results: readonly ResultQuestion[],
): { id: number; desc: string; correct: number; total: number }[] {
  return groupByRoot(results, (result) => result.subjects[0]).map(({ root, items }) => ({
    id: root.id,
    desc: root.desc,
    correct: items.filter((item) => item.correct === true).length,
    total: items.length,
  }));
}
