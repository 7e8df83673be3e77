import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { rawRows } from '../../../db/raw-rows.ts';

/** The learner's answered, last-wrong and marked question ids, each as one comma list (null when empty). */
export async function selectLearnerQuestionLists(
  db: Database,
  userId: string,
): Promise<{ answered: string | null; wrong: string | null; marked: string | null } | null> {
  const [row] = await rawRows<{ answered: string | null; wrong: string | null; marked: string | null }>(
    db,
    sql`select string_agg(question_id::text, ',') filter (where answered_count > 0) as answered,
               string_agg(question_id::text, ',') filter (where answered_count > 0 and last_correct = false) as wrong,
               string_agg(question_id::text, ',') filter (where marked) as marked
        from question_learner_state where user_id = ${userId}`,
  );
  return row ?? null;
}
