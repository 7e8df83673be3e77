import { SIMULADO_GRACE_SECONDS, type Attempt, type ExamQuestion, type SavedAnswer } from '@members/contract';
import type { Database } from '../../db/database.ts';
import type { BankQuestion } from './bank-questions.repository.ts';
import { attemptAnswers, type AnswerRow } from './simulado-answers.repository.ts';
import { cachedSimuladoQuestions } from './simulado-content.cache.ts';
import type { AttemptRow, SimuladoRow } from './simulados.repository.ts';

export function toSavedAnswer(
  row: Pick<AnswerRow, 'question_id' | 'alternative' | 'marked' | 'saved_at'>,
): SavedAnswer {
  return {
    question_id: row.question_id,
    alternative: row.alternative,
    marked: row.marked,
    saved_at: row.saved_at.toISOString(),
  };
}

/** The question as the learner sees it during the exam: no correct letter, no explanations. */
export function toExamQuestion(question: BankQuestion): ExamQuestion {
  return {
    id: question.id,
    statement: question.statement,
    alternatives: question.alternatives.map(({ letter, text }) => ({ letter, text })),
    source: { institution: question.institution, exam: question.exam, year: question.year },
  };
}

/**
 * The attempt as the exam screen needs it: the questions in order (no answers revealed), the saved answers, the
 * server's clock. `justCreated`: the attempt was inserted by this call, so it has no answers to read.
 */
export async function attemptView(
  db: Database,
  simulado: SimuladoRow,
  attempt: AttemptRow,
  now: Date,
  justCreated = false,
): Promise<Attempt> {
  const [{ list: questions }, answers] = await Promise.all([
    cachedSimuladoQuestions(db, simulado),
    justCreated ? [] : attemptAnswers(db, attempt.id),
  ]);
  return {
    simulado_id: simulado.id,
    title: simulado.title,
    status: attempt.submitted_at === null ? 'in_progress' : 'submitted',
    started_at: attempt.started_at.toISOString(),
    deadline: attempt.deadline.toISOString(),
    server_now: now.toISOString(),
    grace_seconds: SIMULADO_GRACE_SECONDS,
    questions: questions.map(toExamQuestion),
    answers: answers.map(toSavedAnswer),
  };
}
