import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { simuladoAnswers, simuladoAttempts } from '../../db/schema/index.ts';

export type AnswerRow = typeof simuladoAnswers.$inferSelect;

/** The answers saved in the attempt, by question id. */
export function attemptAnswers(db: Database, attemptId: number): Promise<AnswerRow[]> {
  return db
    .select()
    .from(simuladoAnswers)
    .where(eq(simuladoAnswers.attempt_id, attemptId))
    .orderBy(asc(simuladoAnswers.question_id));
}

/** The attempt's chosen alternatives (blank answers left out), as grading reads them. */
export function chosenAnswers(db: Database, attemptId: number) {
  return db
    .select({
      question_id: simuladoAnswers.question_id,
      alternative: simuladoAnswers.alternative,
      client_answered_at: simuladoAnswers.client_answered_at,
    })
    .from(simuladoAnswers)
    .where(and(eq(simuladoAnswers.attempt_id, attemptId), isNotNull(simuladoAnswers.alternative)));
}

export type AnswerValues = Pick<AnswerRow, 'alternative' | 'marked' | 'idempotency_key' | 'client_answered_at'>;

/**
 * Stores the answer unless the stored one is at least as recent by the client's clock (an out-of-order retry
 * never overwrites a newer answer) or carries the same idempotency key (a retry changes nothing); returns what is
 * stored. The attempt row is share-locked, so a submission never grades while an answer is being written, and no
 * answer lands after it: null, and nothing written, when the attempt is submitted.
 */
export function writeAnswer(
  db: Database,
  attemptId: number,
  questionId: number,
  values: AnswerValues,
): Promise<AnswerRow | null> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ submitted_at: simuladoAttempts.submitted_at })
      .from(simuladoAttempts)
      .where(eq(simuladoAttempts.id, attemptId))
      .for('share');
    if (!locked || locked.submitted_at !== null) return null;
    const [written] = await tx
      .insert(simuladoAnswers)
      .values({ attempt_id: attemptId, question_id: questionId, ...values })
      .onConflictDoUpdate({
        target: [simuladoAnswers.attempt_id, simuladoAnswers.question_id],
        set: { ...values, saved_at: sql`now()` },
        setWhere: sql`${simuladoAnswers.client_answered_at} < excluded.client_answered_at and ${simuladoAnswers.idempotency_key} <> excluded.idempotency_key`,
      })
      .returning();
    if (written) return written;
    const [stored] = await tx
      .select()
      .from(simuladoAnswers)
      .where(and(eq(simuladoAnswers.attempt_id, attemptId), eq(simuladoAnswers.question_id, questionId)));
    if (!stored) throw new Error(`answer of attempt ${attemptId} to question ${questionId} vanished`);
    return stored;
  });
}
