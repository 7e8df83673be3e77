import { Ban, Check, CircleDot, Minus, X, type LucideIcon } from 'lucide-react';
import type { ReviewOutcome } from '../../../logic/review.ts';

export interface OutcomeStyle {
  icon: LucideIcon;
  /** The words (under simulados.result.*). */
  labelKey: 'right' | 'wrong' | 'blank' | 'annulled' | 'answeredOnly';
  /** The chip beside a question's title. */
  chip: string;
  /** A cell of the jump grid (colour is never the only sign: each has its icon and its words). */
  cell: string;
}

export const outcomeStyles: Record<ReviewOutcome, OutcomeStyle> = {
  right: {
    icon: Check,
    labelKey: 'right',
    chip: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
    cell: 'border-green-700 bg-green-700 text-white dark:border-green-500 dark:bg-green-800',
  },
  wrong: {
    icon: X,
    labelKey: 'wrong',
    chip: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
    cell: 'border-red-700 bg-red-700 text-white dark:border-red-500 dark:bg-red-800',
  },
  blank: {
    icon: Minus,
    labelKey: 'blank',
    chip: 'bg-gray-100 text-gray-800 dark:bg-gray-800 dark:text-gray-100',
    cell: 'border-dashed border-gray-500 bg-white text-gray-900 dark:border-gray-400 dark:bg-gray-900 dark:text-gray-50',
  },
  annulled: {
    icon: Ban,
    labelKey: 'annulled',
    chip: 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100',
    cell: 'border-amber-600 bg-amber-100 text-amber-950 dark:border-amber-500 dark:bg-amber-950 dark:text-amber-100',
  },
  answered: {
    icon: CircleDot,
    labelKey: 'answeredOnly',
    chip: 'bg-gray-100 text-gray-800 dark:bg-gray-800 dark:text-gray-100',
    cell: 'border-gray-800 bg-gray-800 text-white dark:border-gray-200 dark:bg-gray-200 dark:text-gray-900',
  },
};
