import type { PlanDay } from '@members/contract';

/**
 * A day's load against its available time: the track is the available time, the bar the planned minutes (capped
 * at the track), its filled part what is done. Decorative: the cell says the same in words.
 */
export function LoadBar({ day }: { day: PlanDay }) {
  const scale = Math.max(day.available_minutes, day.planned_minutes, 1);
  const planned = (day.planned_minutes / scale) * 100;
  const done = (Math.min(day.done_minutes, day.planned_minutes) / scale) * 100;
  return (
    <div aria-hidden="true" className="relative h-2 w-full overflow-hidden rounded-full bg-gray-200 dark:bg-gray-700">
      <div
        className="absolute inset-y-0 left-0 rounded-full bg-[color-mix(in_oklab,var(--brand-primary)_35%,white)] dark:bg-[color-mix(in_oklab,var(--brand-primary)_45%,black)]"
        style={{ width: `${planned}%` }}
      />
      <div
        className="absolute inset-y-0 left-0 rounded-full bg-brand dark:bg-[color-mix(in_oklab,var(--brand-primary)_55%,white)]"
        style={{ width: `${done}%` }}
      />
    </div>
  );
}
