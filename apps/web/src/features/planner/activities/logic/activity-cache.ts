import type { PlanDay, PlannerActivity, PlannerToday } from '@members/contract';
import type { QueryClient } from '@tanstack/react-query';
import { plannerKeys } from '../../api/query-keys.ts';

type ActivityPatch = (activity: PlannerActivity) => PlannerActivity;

/** Every cached range of the plan's days (the activities page's day, the plan page's weeks and months). */
const daysKey = (planId: number) => [...plannerKeys.plan(planId), 'days'] as const;

/** The day with the activity patched; its done minutes follow the activity's status. Other days come back as is. */
export function patchDay(day: PlanDay, activityId: number, patch: ActivityPatch): PlanDay {
  const index = day.activities.findIndex((activity) => activity.id === activityId);
  const before = day.activities[index];
  if (!before) return day;
  const after = patch(before);
  const doneMinutes = (activity: PlannerActivity) => (activity.status === 'done' ? activity.minutes : 0);
  const activities = day.activities.map((activity, at) => (at === index ? after : activity));
  return { ...day, activities, done_minutes: Math.max(0, day.done_minutes + doneMinutes(after) - doneMinutes(before)) };
}

/** Patches the activity wherever the plan's reads hold it: its days and home's today. */
export function patchCachedActivity(client: QueryClient, planId: number, activityId: number, patch: ActivityPatch) {
  client.setQueriesData<PlanDay[]>({ queryKey: daysKey(planId) }, (days) =>
    days?.map((day) => patchDay(day, activityId, patch)),
  );
  client.setQueryData<PlannerToday>(plannerKeys.today(), (today) =>
    today?.day && today.plan?.id === planId ? { ...today, day: patchDay(today.day, activityId, patch) } : today,
  );
}

/** The activity as the cache holds it now (to roll a failed write back to), or undefined. */
export function findCachedActivity(client: QueryClient, planId: number, activityId: number) {
  const days = client.getQueriesData<PlanDay[]>({ queryKey: daysKey(planId) }).flatMap(([, data]) => data ?? []);
  const today = client.getQueryData<PlannerToday>(plannerKeys.today());
  if (today?.day && today.plan?.id === planId) days.push(today.day);
  return days.flatMap((day) => day.activities).find((activity) => activity.id === activityId);
}

/** Stops the plan's reads in flight, so an older answer does not overwrite an optimistic change. */
export async function cancelActivityReads(client: QueryClient, planId: number) {
  await Promise.all([
    client.cancelQueries({ queryKey: daysKey(planId) }),
    client.cancelQueries({ queryKey: plannerKeys.today() }),
  ]);
}
