import { Star } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../../components/ui/cn.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { formatRating } from '../logic/format.ts';

export interface LessonRatingProps {
  /** Average (one decimal), 0 when none. */
  rating: number;
  myRating: number | null;
  totalRatings: number;
  onRate: (rating: number) => void;
  disabled?: boolean;
}

const stars = [1, 2, 3, 4, 5] as const;

/** 1–5 stars as a radio group ("1 estrela" … "5 estrelas"), the learner's own rating filled, the average and count. */
export function LessonRating({ rating, myRating, totalRatings, onRate, disabled = false }: LessonRatingProps) {
  const { t, i18n } = useTranslation();
  const name = useId();
  return (
    <fieldset disabled={disabled} className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <legend className="sr-only">{t('lesson.rating.legend')}</legend>
      <div className="flex" role="presentation">
        {stars.map((value) => {
          const filled = myRating !== null && value <= myRating;
          return (
            <label
              key={value}
              className={cn(
                'inline-flex size-11 cursor-pointer items-center justify-center rounded-lg hover:bg-gray-100 dark:hover:bg-gray-800',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gray-900 dark:has-[:focus-visible]:outline-white',
                filled ? 'text-amber-600 dark:text-amber-400' : 'text-gray-500 dark:text-gray-400',
                disabled && 'cursor-not-allowed opacity-50',
              )}
            >
              <input
                type="radio"
                name={name}
                value={value}
                checked={myRating === value}
                onChange={() => onRate(value)}
                aria-label={t('lesson.rating.star', { count: value })}
                className="sr-only"
              />
              <Star aria-hidden="true" className="size-6" fill={filled ? 'currentColor' : 'none'} />
            </label>
          );
        })}
      </div>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        {totalRatings > 0
          ? t('lesson.rating.summary', { average: formatRating(rating, i18n.language), count: totalRatings })
          : t('lesson.rating.none')}
        {myRating !== null ? (
          <span className="block font-medium text-gray-900 dark:text-gray-100">
            {t('lesson.rating.mine', { rating: myRating })}
          </span>
        ) : null}
      </p>
    </fieldset>
  );
}
