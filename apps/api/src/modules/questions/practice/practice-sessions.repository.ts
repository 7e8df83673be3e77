import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { firstOrThrow } from '../../../db/first-or-throw.ts';
import { practiceSessions, questionAnswers, questions } from '../../../db/schema/index.ts';
import type { Learner } from '../../../plugins/learner.ts';
import type { FacetFilter } from '../facets/facet-counts.ts';

export interface PracticeSessionRow {
  id: number;
  created_at: Date;
  question_ids: number[];
}

/** The learner's own session (of the learner's producer), or null for anyone else's or an unknown id. */
export async function findLearnerPracticeSession(
  db: Database,
  learner: Learner,
  sessionId: number,
): Promise<PracticeSessionRow | null> {
  const [row] = await db
    .select({
      id: practiceSessions.id,
      created_at: practiceSessions.created_at,
      question_ids: practiceSessions.question_ids,
    })
    .from(practiceSessions)
    .where(
      and(
        eq(practiceSessions.id, sessionId),
        eq(practiceSessions.user_id, learner.userId),
        eq(practiceSessions.producer_id, learner.producerId),
      ),
    );
  return row ?? null;
}

/** Correct or not, an annulled question counts as correct. */
export const answerCorrect = sql<boolean>`(${questionAnswers.correct} or ${questions.status} = 'annulled')`;

/** Per session, the learner's answers there: question id → correct. */
export async function sessionAnswers(
  db: Database,
  sessionIds: readonly number[],
): Promise<Map<number, Map<number, boolean>>> {
  const bySession = new Map<number, Map<number, boolean>>(sessionIds.map((id) => [id, new Map()]));
  if (sessionIds.length === 0) return bySession;
  const rows = await db
    .select({
      session_id: questionAnswers.practice_session_id,
      question_id: questionAnswers.question_id,
      correct: answerCorrect,
    })
    .from(questionAnswers)
    .innerJoin(questions, eq(questions.id, questionAnswers.question_id))
    .where(inArray(questionAnswers.practice_session_id, [...sessionIds]));
  for (const row of rows) bySession.get(row.session_id as number)?.set(row.question_id, row.correct);
  return bySession;
}

const sessionColumns = {
  id: practiceSessions.id,
  created_at: practiceSessions.created_at,
  question_ids: practiceSessions.question_ids,
};

/** Stores a new session of the learner over the drawn questions (and the filter that drew them). */
export async function insertPracticeSession(
  db: Database,
  learner: Learner,
  questionIds: number[],
  filter: FacetFilter,
): Promise<PracticeSessionRow> {
  const rows = await db
    .insert(practiceSessions)
    .values({ producer_id: learner.producerId, user_id: learner.userId, question_ids: questionIds, filter })
    .returning(sessionColumns);
  return firstOrThrow(rows, 'practice session insert');
}

/** A page of the learner's sessions, newest first, and how many they have. */
export async function practiceSessionPage(
  db: Database,
  learner: Learner,
  page: number,
  perPage: number,
): Promise<{ rows: PracticeSessionRow[]; total: number }> {
  const mine = and(eq(practiceSessions.user_id, learner.userId), eq(practiceSessions.producer_id, learner.producerId));
  const [rows, [total]] = await Promise.all([
    db
      .select(sessionColumns)
      .from(practiceSessions)
      .where(mine)
      .orderBy(desc(practiceSessions.created_at), desc(practiceSessions.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(practiceSessions).where(mine),
  ]);
  return { rows, total: total?.total ?? 0 };
}
