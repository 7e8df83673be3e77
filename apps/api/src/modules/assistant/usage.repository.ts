import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { assistantSettings, assistantUsage } from '../../db/schema/index.ts';

export interface AssistantSettingsRow {
  daily_limit: number | null;
  suggestions: string[];
}

/** The producer's settings (null: none saved, the defaults apply). */
export async function readSettings(db: Database, producerId: string): Promise<AssistantSettingsRow | null> {
  const [row] = await db
    .select({ daily_limit: assistantSettings.daily_limit, suggestions: assistantSettings.suggestions })
    .from(assistantSettings)
    .where(eq(assistantSettings.producer_id, producerId));
  return row ?? null;
}

/** Questions the learner asked on the study day `day` (YYYY-MM-DD). */
export async function questionsOn(db: Database, userId: string, day: string): Promise<number> {
  const [row] = await db
    .select({ questions: assistantUsage.questions })
    .from(assistantUsage)
    .where(and(eq(assistantUsage.user_id, userId), eq(assistantUsage.day, day)));
  return row?.questions ?? 0;
}

/**
 * Counts one more question on the day unless the limit is reached, in one statement (so concurrent asks cannot pass
 * the limit together). The day's new count, or null when the limit was already reached.
 */
export async function countQuestion(db: Database, userId: string, day: string, limit: number): Promise<number | null> {
  if (limit <= 0) return null;
  const rows = await db
    .insert(assistantUsage)
    .values({ user_id: userId, day, questions: 1 })
    .onConflictDoUpdate({
      target: [assistantUsage.user_id, assistantUsage.day],
      set: { questions: sql`${assistantUsage.questions} + 1` },
      setWhere: sql`${assistantUsage.questions} < ${limit}`,
    })
    .returning({ questions: assistantUsage.questions });
  return rows[0]?.questions ?? null;
}
