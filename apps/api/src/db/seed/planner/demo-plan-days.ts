import { eq } from 'drizzle-orm';
import { now } from '../../../clock/clock.ts';
import { studyDayKey } from '../../../modules/flashcards/study-day.ts';
import type { Database } from '../../database.ts';
import { studyPlanActivities, studyPlans, users } from '../../schema/index.ts';

export interface DemoPlanDay {
  date: string;
  available: number;
  planned: number;
  /** done: all done or skipped; late: before today with work pending; else open. */
  state: 'done' | 'late' | 'open';
  kinds: string[];
}

const dayMs = 86_400_000;
const weekdayOfKey = (key: string) => new Date(`${key}T00:00:00Z`).getUTCDay();

/** Every active plan of the seed, read back day by day (what the seed test checks against the plan's own hours). */
export async function demoPlanDays(db: Database) {
  const today = studyDayKey(now());
  const plans = await db
    .select({ plan: studyPlans, email: users.email })
    .from(studyPlans)
    .innerJoin(users, eq(users.id, studyPlans.user_id))
    .where(eq(studyPlans.status, 'active'));
  return Promise.all(
    plans.map(async ({ plan, email }) => {
      const activities = await db.select().from(studyPlanActivities).where(eq(studyPlanActivities.plan_id, plan.id));
      const dates = [...new Set(activities.map((activity) => activity.date))].sort();
      const days = dates.map((date): DemoPlanDay => {
        const ofDay = activities.filter((activity) => activity.date === date);
        const pending = ofDay.some((activity) => activity.status === 'pending');
        return {
          date,
          available: plan.days_off.includes(date) ? 0 : (plan.weekday_minutes[weekdayOfKey(date)] ?? 0),
          planned: ofDay.reduce((sum, activity) => sum + activity.minutes, 0),
          state: !pending ? 'done' : date < today ? 'late' : 'open',
          kinds: ofDay.map((activity) => activity.kind),
        };
      });
      const daysToExam = Math.round((Date.parse(plan.exam_date) - Date.parse(today)) / dayMs);
      return { email, producerId: plan.producer_id, daysToExam, days };
    }),
  );
}
