import { SIMULADO_GRACE_SECONDS, type Attempt, type SavedAnswer } from '@members/contract';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { simuladoAnswers } from '../../db/schema/index.ts';
import { loadSimuladoQuestions, toExamQuestion } from './bank-questions.ts';
import type { AttemptRow, SimuladoRow } from './simulado-rows.ts';

export type AnswerRow = typeof simuladoAnswers.$inferSelect;

export function toSavedAnswer(row: Pick<AnswerRow, 'question_id' | 'alternative' | 'marked' | 'saved_at'>): SavedAnswer {
  return { question_id: row.question_id, alternative: row.alternative, marked: row.marked, saved_at: row.saved_at.toISOString() };
}

/** The attempt as the exam screen needs it: the questions in order (no answers revealed), the saved answers, the server's clock. */
export async function attemptView(db: Database, simulado: SimuladoRow, attempt: AttemptRow, now: Date): Promise<Attempt> {
  const [questions, answers] = await Promise.all([
    loadSimuladoQuestions(db, simulado),
    db.select().from(simuladoAnswers).where(eq(simuladoAnswers.attempt_id, attempt.id)).orderBy(asc(simuladoAnswers.question_id)),
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
