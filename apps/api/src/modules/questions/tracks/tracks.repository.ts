import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { rawRows } from '../../../db/raw-rows.ts';
import { questionAnswers, questions } from '../../../db/schema/index.ts';
import type { Learner } from '../../../plugins/learner.ts';
import { answerCorrect } from '../practice/practice-sessions.repository.ts';

/** A question track as authored, with only the questions a learner may see (drafts and missing ones left out). */
export interface TrackRow {
  id: number;
  title: string;
  description: string;
  questionIds: number[];
}

export async function loadQuestionTracks(db: Database, producerId: string): Promise<TrackRow[]> {
  const rows = await rawRows<{ id: number; title: string; description: string; question_ids: number[] }>(
    db,
    sql`select t.id, t.title, t.description,
          array(select u.id from unnest(t.question_ids) with ordinality as u(id, ord)
                join questions q on q.id = u.id and q.producer_id = t.producer_id and q.status <> 'draft'
                order by u.ord) as question_ids
        from question_tracks t where t.producer_id = ${producerId} order by t.position, t.id`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    title: row.title,
    description: row.description,
    questionIds: row.question_ids.map(Number),
  }));
}

/** The learner's answers in tracks (in one track when given), correct when right or on an annulled question. */
export function learnerTrackAnswers(db: Database, learner: Learner, trackId?: number) {
  return db
    .select({ track_id: questionAnswers.track_id, question_id: questionAnswers.question_id, correct: answerCorrect })
    .from(questionAnswers)
    .innerJoin(questions, eq(questions.id, questionAnswers.question_id))
    .where(
      and(
        eq(questionAnswers.user_id, learner.userId),
        trackId === undefined ? isNotNull(questionAnswers.track_id) : eq(questionAnswers.track_id, trackId),
      ),
    );
}
