import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { simuladoAnswers, simuladoAttempts } from '../../db/schema/index.ts';
import { preparedPerDatabase } from './prepared-statement.ts';

export type AnswerRow = typeof simuladoAnswers.$inferSelect;

/** The attempt's answers by question id: one query, prepared on the pool or run on a caller's transaction. */
const answersOf = (db: Database, attemptId: number | ReturnType<typeof sql.placeholder>) =>
  db
    .select()
    .from(simuladoAnswers)
    .where(eq(simuladoAnswers.attempt_id, attemptId))
    .orderBy(asc(simuladoAnswers.question_id));

const answersOfAttempt = preparedPerDatabase((db) =>
  answersOf(db, sql.placeholder('attemptId')).prepare('simulado_attempt_answers'),
);

/** The answers saved in the attempt, by question id. */
export function attemptAnswers(db: Database, attemptId: number): Promise<AnswerRow[]> {
  return answersOfAttempt(db).execute({ attemptId });
}

/**
 * The same read where the caller says: a hand-in reads them on its transaction, after its claim (no answer lands
 * once it holds), and grades and shows the result from them. Not prepared: drizzle's prepared statements belong to
 * the pool's sessions.
 */
export function attemptAnswersOn(tx: Database, attemptId: number): Promise<AnswerRow[]> {
  return answersOf(tx, attemptId);
}

export type AnswerValues = Pick<AnswerRow, 'alternative' | 'marked' | 'idempotency_key' | 'client_answered_at'>;
export type SavedAnswerRow = Pick<AnswerRow, 'question_id' | 'alternative' | 'marked' | 'saved_at'>;

const savedColumns = {
  question_id: simuladoAnswers.question_id,
  alternative: simuladoAnswers.alternative,
  marked: simuladoAnswers.marked,
  saved_at: simuladoAnswers.saved_at,
};

/**
 * The write of an autosave, one statement: the attempt row share-locked if it is not submitted (so a submission
 * never grades while an answer is being written, and no answer lands after it), and the answer inserted, or
 * updated unless the stored one is at least as recent by the client's clock (an out-of-order retry never
 * overwrites a newer answer) or carries the same idempotency key (a retry changes nothing). No row back: the
 * attempt is submitted, or the stored answer was kept.
 */
const answerWrite = preparedPerDatabase((db) =>
  db
    .insert(simuladoAnswers)
    .select(
      sql`select id, ${sql.placeholder('questionId')}::int, ${sql.placeholder('alternative')}::text,
            ${sql.placeholder('marked')}::boolean, ${sql.placeholder('key')}::uuid,
            ${sql.placeholder('answeredAt')}::timestamptz, now()
          from ${simuladoAttempts} where id = ${sql.placeholder('attemptId')} and submitted_at is null for share`,
    )
    .onConflictDoUpdate({
      target: [simuladoAnswers.attempt_id, simuladoAnswers.question_id],
      set: {
        alternative: sql`excluded.alternative`,
        marked: sql`excluded.marked`,
        idempotency_key: sql`excluded.idempotency_key`,
        client_answered_at: sql`excluded.client_answered_at`,
        saved_at: sql`now()`,
      },
      setWhere: sql`${simuladoAnswers.client_answered_at} < excluded.client_answered_at and ${simuladoAnswers.idempotency_key} <> excluded.idempotency_key`,
    })
    .returning(savedColumns)
    .prepare('simulado_answer_write'),
);

/** After a write that changed nothing: whether the attempt is still open, and the answer it keeps. */
const keptAnswer = preparedPerDatabase((db) =>
  db
    .select({ open: sql<boolean>`${simuladoAttempts.submitted_at} is null`, answer: savedColumns })
    .from(simuladoAttempts)
    .leftJoin(
      simuladoAnswers,
      and(
        eq(simuladoAnswers.attempt_id, simuladoAttempts.id),
        eq(simuladoAnswers.question_id, sql.placeholder('questionId')),
      ),
    )
    .where(eq(simuladoAttempts.id, sql.placeholder('attemptId')))
    .prepare('simulado_answer_kept'),
);

/**
 * Stores the answer (see answerWrite) and returns what is stored: usually the write's own row, one round trip;
 * null, and nothing written, when the attempt is submitted.
 */
export async function writeAnswer(
  db: Database,
  attemptId: number,
  questionId: number,
  values: AnswerValues,
): Promise<SavedAnswerRow | null> {
  const [written] = await answerWrite(db).execute({
    attemptId,
    questionId,
    alternative: values.alternative,
    marked: values.marked,
    key: values.idempotency_key,
    answeredAt: values.client_answered_at.toISOString(),
  });
  if (written) return written;
  const [kept] = await keptAnswer(db).execute({ attemptId, questionId });
  if (!kept?.open) return null;
  if (!kept.answer) throw new Error(`answer of attempt ${attemptId} to question ${questionId} vanished`);
  return kept.answer;
}
