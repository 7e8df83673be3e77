import type { Database } from '../../../db/database.ts';
import { calendarNotFoundError } from '../planner.errors.ts';
import { calendarDocument, type FeedDay } from './calendar-document.ts';
import { feedActivities, findPlanByCalendarHash, type FeedActivityRow } from './calendar.repository.ts';
import { calendarTokenHash, tokenOfFeedName } from './calendar-token.ts';

function daysOf(rows: readonly FeedActivityRow[]): FeedDay[] {
  const days = new Map<string, FeedDay['activities'][number][]>();
  for (const row of rows) {
    const list = days.get(row.date) ?? [];
    list.push({ title: row.title, subject: row.subject, minutes: row.minutes, done: row.status === 'done' });
    days.set(row.date, list);
  }
  return [...days].map(([date, activities]) => ({ date, activities }));
}

/**
 * The iCalendar text of the feed named `<token>.ics` (no session: the token is the secret). An unknown or revoked
 * token, or an archived plan's, answers 404 planner.calendar_not_found. `origin`: where the day pages are linked.
 */
export async function readCalendarFeed(db: Database, name: string, origin: string | null, now: Date): Promise<string> {
  const token = tokenOfFeedName(name);
  const plan = token ? await findPlanByCalendarHash(db, calendarTokenHash(token)) : null;
  if (!plan || plan.status !== 'active') throw calendarNotFoundError();
  const days = daysOf(await feedActivities(db, plan.id));
  const dayPageBase = origin ? `${origin}/planner/${plan.id}/activities` : null;
  return calendarDocument({ id: plan.id, examDate: plan.exam_date, dayPageBase, days }, now);
}
