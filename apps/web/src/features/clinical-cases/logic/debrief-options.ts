import type { OptionRating, RunPick } from '@members/contract';

/** The catalog key (under clinicalCases.debrief) naming what the learner did with an option. */
export function pickLabel(role: RunPick['role']): 'pickedMain' | 'pickedDifferential' | 'picked' {
  if (role === 'main') return 'pickedMain';
  if (role === 'differential') return 'pickedDifferential';
  return 'picked';
}

/** The badge colours of an expert's rating (text on tint, AA contrast in both colour modes). */
export const ratingTone: Record<OptionRating, string> = {
  essential: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
  useful: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
  unnecessary: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  harmful: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
};
