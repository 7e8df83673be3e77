import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { firstOrThrow } from '../../db/first-or-throw.ts';
import { questionAnswers, simuladoAttempts, simulados } from '../../db/schema/index.ts';
import type { AttemptGrade } from './attempt-scoring.ts';

/**
 * Sets submitted_at if the attempt is not submitted yet (at the deadline when automatic): the learner and the
 * simulado of the attempt when this call won, null when another submitter had.
 */
export async function claimSubmission(
  tx: Database,
  attemptId: number,
  automatic: boolean,
  now: Date,
): Promise<{ user_id: string; simulado_id: number } | null> {
  const [won] = await tx
    .update(simuladoAttempts)
    .set({ submitted_at: automatic ? sql`${simuladoAttempts.deadline}` : now, submitted_automatically: automatic })
    .where(and(eq(simuladoAttempts.id, attemptId), isNull(simuladoAttempts.submitted_at)))
    .returning({ user_id: simuladoAttempts.user_id, simulado_id: simuladoAttempts.simulado_id });
  return won ?? null;
}

/** The producer and the questions of a simulado. */
export async function simuladoQuestionsOf(
  tx: Database,
  simuladoId: number,
): Promise<{ producer_id: string; question_ids: number[] }> {
  const rows = await tx
    .select({ producer_id: simulados.producer_id, question_ids: simulados.question_ids })
    .from(simulados)
    .where(eq(simulados.id, simuladoId));
  return firstOrThrow(rows, `read of simulado ${simuladoId}`);
}

/** Stores the attempt's grade. */
export async function saveGrade(
  tx: Database,
  attemptId: number,
  grade: Pick<AttemptGrade, 'correct' | 'answered' | 'score'>,
): Promise<void> {
  await tx
    .update(simuladoAttempts)
    .set({ correct: grade.correct, answered: grade.answered, score: grade.score })
    .where(eq(simuladoAttempts.id, attemptId));
}

/** Logs the attempt's graded answers in the learner's question history (mode 'simulado'). */
export async function logSimuladoAnswers(
  tx: Database,
  attempt: { id: number; producerId: string; userId: string },
  recorded: AttemptGrade['recorded'],
): Promise<void> {
  if (recorded.length === 0) return;
  await tx.insert(questionAnswers).values(
    recorded.map((answer) => ({
      producer_id: attempt.producerId,
      user_id: attempt.userId,
      question_id: answer.questionId,
      alternative: answer.alternative,
      correct: answer.correct,
      mode: 'simulado' as const,
      attempt_id: attempt.id,
      idempotency_key: randomUUID(),
      answered_at: answer.answeredAt,
    })),
  );
}
