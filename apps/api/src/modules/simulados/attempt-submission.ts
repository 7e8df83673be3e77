import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { questionAnswers, simuladoAnswers, simuladoAttempts, simulados } from '../../db/schema/index.ts';
import { applyAnswerEffects } from '../questions/answers/answer-effects.ts';
import { forgetLearnerBits } from '../questions/facets/learner-bits.cache.ts';
import { gradeAttempt } from './attempt-scoring.ts';
import { loadSimuladoQuestions } from './bank-questions.ts';

export interface Submission {
  /** True for the server's submission at the deadline (then submitted_at is the deadline). */
  automatic: boolean;
  now: Date;
}

/**
 * Submits the attempt once: the update that sets submitted_at only matches an unsubmitted attempt, so of
 * concurrent submitters (the learner, the lazy check, sweepers of several processes) only one continues, and
 * it grades the attempt and logs its answers in the same transaction. True when this call submitted it.
 * Every hand-in (the learner's, the lazy one, the sweeper's) comes through here, so here, once the answers are
 * committed, the learner's cached answered / wrong bits are forgotten: their question counts show them at once.
 */
export async function submitAttempt(db: Database, attemptId: number, submission: Submission): Promise<boolean> {
  const userId = await gradeAndLog(db, attemptId, submission);
  if (userId === null) return false;
  forgetLearnerBits(db, userId);
  return true;
}

/** The submission's transaction: the learner's id when this call won it, null when the attempt was already submitted. */
function gradeAndLog(db: Database, attemptId: number, { automatic, now }: Submission): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [won] = await tx
      .update(simuladoAttempts)
      .set({ submitted_at: automatic ? sql`${simuladoAttempts.deadline}` : now, submitted_automatically: automatic })
      .where(and(eq(simuladoAttempts.id, attemptId), isNull(simuladoAttempts.submitted_at)))
      .returning({ user_id: simuladoAttempts.user_id, simulado_id: simuladoAttempts.simulado_id });
    if (!won) return null;
    const [simulado] = await tx
      .select({ producer_id: simulados.producer_id, question_ids: simulados.question_ids })
      .from(simulados)
      .where(eq(simulados.id, won.simulado_id));
    if (!simulado) throw new Error(`simulado ${won.simulado_id} of attempt ${attemptId} vanished`);
    const questions = await loadSimuladoQuestions(tx, simulado);
    const answers = await tx
      .select({ question_id: simuladoAnswers.question_id, alternative: simuladoAnswers.alternative, client_answered_at: simuladoAnswers.client_answered_at })
      .from(simuladoAnswers)
      .where(and(eq(simuladoAnswers.attempt_id, attemptId), isNotNull(simuladoAnswers.alternative)));
    const grade = gradeAttempt(questions, answers);
    await tx
      .update(simuladoAttempts)
      .set({ correct: grade.correct, answered: grade.answered, score: grade.score })
      .where(eq(simuladoAttempts.id, attemptId));
    if (grade.recorded.length > 0) {
      await tx.insert(questionAnswers).values(
        grade.recorded.map((answer) => ({
          producer_id: simulado.producer_id,
          user_id: won.user_id,
          question_id: answer.questionId,
          alternative: answer.alternative,
          correct: answer.correct,
          mode: 'simulado' as const,
          attempt_id: attemptId,
          idempotency_key: randomUUID(),
          answered_at: answer.answeredAt,
        })),
      );
    }
    await applyAnswerEffects(tx, won.user_id, grade.recorded);
    return won.user_id;
  });
}
