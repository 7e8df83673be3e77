import { answerOf, type AnswerMap } from './answers.ts';

/** Where the exam opens: the first question left blank (the first one when all are answered). */
export function resumeIndex(questionIds: readonly number[], answers: AnswerMap): number {
  const index = questionIds.findIndex((id) => answerOf(answers, id).alternative === null);
  return index === -1 ? 0 : index;
}
