import { answerOf, type AnswerMap } from './answers.ts';

/** One cell of the navigator grid: answered (filled) or not (outline), marked (flag), and the current one. */
export interface NavigatorCell {
  position: number;
  questionId: number;
  answered: boolean;
  marked: boolean;
  current: boolean;
}

export function navigatorCells(
  questionIds: readonly number[],
  answers: AnswerMap,
  currentIndex: number,
): NavigatorCell[] {
  return questionIds.map((questionId, index) => {
    const answer = answerOf(answers, questionId);
    return {
      position: index + 1,
      questionId,
      answered: answer.alternative !== null,
      marked: answer.marked,
      current: index === currentIndex,
    };
  });
}

/** The index after moving by `delta`, kept inside the exam. */
export function clampIndex(index: number, delta: number, total: number): number {
  return Math.min(Math.max(0, index + delta), Math.max(0, total - 1));
}
