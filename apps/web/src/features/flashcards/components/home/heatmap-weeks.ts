import { dayOf } from './format-day.ts';

export type HeatLevel = 0 | 1 | 2 | 3 | 4;

export interface HeatDay {
  date: string;
  reviews: number;
  level: HeatLevel;
  /** After today: an empty cell that keeps the last week's shape. */
  future: boolean;
}

const dayMs = 86_400_000;
const iso = (time: number) => new Date(time).toISOString().slice(0, 10);

/** A day's shade: none, then four steps up to the busiest day shown. */
export function heatLevel(reviews: number, busiest: number): HeatLevel {
  if (reviews <= 0 || busiest <= 0) return 0;
  return Math.min(4, Math.max(1, Math.ceil((reviews / busiest) * 4))) as HeatLevel;
}

/**
 * The calendar heatmap: `weeks` columns of seven days (Sunday first) ending with the week of `today`
 * (YYYY-MM-DD), each day with its reviews and shade. Days without any are absent from `days`.
 */
export function heatmapWeeks(days: readonly { date: string; reviews: number }[], today: string, weeks = 26) {
  const end = dayOf(today);
  if (!end) return [];
  const byDate = new Map(days.map((day) => [day.date, day.reviews]));
  const start = end.getTime() - (end.getUTCDay() + (weeks - 1) * 7) * dayMs;
  const shown = Array.from({ length: weeks * 7 }, (_, index) => iso(start + index * dayMs));
  const busiest = Math.max(0, ...shown.map((date) => byDate.get(date) ?? 0));
  const columns: HeatDay[][] = [];
  shown.forEach((date, index) => {
    const reviews = byDate.get(date) ?? 0;
    const column = Math.floor(index / 7);
    columns[column] ??= [];
    columns[column].push({ date, reviews, level: heatLevel(reviews, busiest), future: date > today });
  });
  return columns;
}
