import { assistantDefaultDailyLimit } from '@members/contract';
import type { Database } from '../../db/database.ts';
import type { Learner } from '../../plugins/learner.ts';
import { studyDayKey, studyDayStart } from '../flashcards/study-day.ts';
import { dailyLimitReachedError } from './assistant.errors.ts';
import { countQuestion, questionsOn, readSettings } from './usage.repository.ts';

/** The producer's questions per learner and study day (its setting, else the contract's default). */
export async function dailyLimitOf(db: Database, producerId: string): Promise<number> {
  return (await readSettings(db, producerId))?.daily_limit ?? assistantDefaultDailyLimit;
}

export function questionsToday(db: Database, learner: Learner, at: Date): Promise<number> {
  return questionsOn(db, learner.userId, studyDayKey(at));
}

/** Counts the question on the learner's study day; 429 `assistant.daily_limit_reached` when it is spent. */
export async function takeQuestion(db: Database, learner: Learner, at: Date): Promise<number> {
  const limit = await dailyLimitOf(db, learner.producerId);
  const used = await countQuestion(db, learner.userId, studyDayKey(at), limit);
  if (used === null) throw dailyLimitReachedError(limit, studyDayStart(at, 1));
  return used;
}
