import type { QueueItem, Rating } from '@members/contract';
import { cn } from '../../../../components/ui/cn.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { nextInterval } from './interval-text.ts';

/** Each rating's look: a coloured edge and text (never colour alone: the word and the key say it too). */
const looks: Record<Rating, string> = {
  1: 'border-red-700 text-red-800 dark:border-red-400 dark:text-red-200',
  2: 'border-amber-700 text-amber-900 dark:border-amber-400 dark:text-amber-100',
  3: 'border-green-700 text-green-900 dark:border-green-400 dark:text-green-100',
  4: 'border-sky-700 text-sky-900 dark:border-sky-400 dark:text-sky-100',
};

export interface RatingButtonsProps {
  item: QueueItem;
  onRate: (rating: Rating) => void;
  /** The ratings offered (a right question answer: Difícil, Bom, Fácil). */
  ratings?: readonly Rating[];
  /** The rating already recorded, shown pressed. */
  current?: Rating | null;
  disabled?: boolean;
}

/** Errei / Difícil / Bom / Fácil, each with the interval it gives and its key (1–4). */
export function RatingButtons({ item, onRate, ratings = [1, 2, 3, 4], current = null, disabled }: RatingButtonsProps) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('flashcards.study.rateLabel')}
      className={cn('grid gap-2', ratings.length === 4 ? 'grid-cols-4' : 'grid-cols-3')}
    >
      {ratings.map((rating) => {
        const name = t(`flashcards.study.rating.${rating}`);
        const interval = nextInterval(t, item, rating);
        return (
          <button
            key={rating}
            type="button"
            disabled={disabled}
            aria-pressed={current === null ? undefined : current === rating}
            aria-keyshortcuts={String(rating)}
            aria-label={interval ? t('flashcards.study.ratingAria', { rating: name, interval }) : name}
            data-rating={rating}
            onClick={() => onRate(rating)}
            className={cn(
              'flex min-h-16 cursor-pointer flex-col items-center justify-center gap-0.5 rounded-xl border-2 bg-white px-1 py-2 transition-colors',
              'hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gray-900',
              'disabled:pointer-events-none disabled:opacity-50 motion-reduce:transition-none',
              'dark:bg-gray-900 dark:hover:bg-gray-800 dark:focus-visible:outline-white',
              'aria-pressed:ring-2 aria-pressed:ring-current',
              looks[rating],
            )}
          >
            <span className="text-xs text-gray-700 tabular-nums dark:text-gray-300" data-testid="rating-interval">
              {interval ?? '—'}
            </span>
            <span className="text-base font-semibold">{name}</span>
            <kbd className="hidden font-sans text-xs text-gray-600 md:inline dark:text-gray-400">{rating}</kbd>
          </button>
        );
      })}
    </div>
  );
}
