import type { diagnosticAnswerSchema } from '@members/contract';
import type { z } from 'zod';
import type { Database } from '../../../db/database.ts';
import type { Learner } from '../../../plugins/learner.ts';
import { openSimuladoQuestions } from '../../questions/open-simulado-questions.ts';
import { loadQuestionContents } from '../../questions/question-content.ts';
import { questionUnknownError } from '../planner.errors.ts';

type DiagnosticAnswer = z.infer<typeof diagnosticAnswerSchema>;

/**
 * The quick diagnostic's answers graded into an accuracy (0–1) per grande área of each question's subject; a
 * question answered twice counts once (the first answer). A question that is not one of the producer's published
 * ones is refused (422 question_unknown); one without a subject counts nowhere.
 */
export async function gradeDiagnostic(
  db: Database,
  learner: Learner,
  answers: readonly DiagnosticAnswer[],
): Promise<Record<string, number>> {
  const firsts = new Map<number, DiagnosticAnswer>();
  for (const answer of answers) if (!firsts.has(answer.question_id)) firsts.set(answer.question_id, answer);
  const [contents, held] = await Promise.all([
    loadQuestionContents(db, learner.producerId, [...firsts.keys()]),
    openSimuladoQuestions(db, learner.producerId),
  ]);
  const tallies = new Map<number, { answered: number; correct: number }>();
  for (const [questionId, answer] of firsts) {
    const content = contents.get(questionId);
    // A question a simulado not yet closed holds is refused too: the plan's accuracy would tell its key.
    if (!content || content.status !== 'published' || held.releasedAt.has(questionId)) throw questionUnknownError();
    const area = content.subjectPath[0];
    if (area === undefined) continue;
    const tally = tallies.get(area) ?? { answered: 0, correct: 0 };
    tally.answered += 1;
    if (answer.alternative === content.correctLetter) tally.correct += 1;
    tallies.set(area, tally);
  }
  const accuracy: Record<string, number> = {};
  for (const [area, tally] of tallies)
    accuracy[String(area)] = Math.round((tally.correct / tally.answered) * 1000) / 1000;
  return accuracy;
}
