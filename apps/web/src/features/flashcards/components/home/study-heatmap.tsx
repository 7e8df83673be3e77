import type { FlashcardStats } from '@members/contract';
import { cn } from '../../../../components/ui/cn.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { formatLongDay } from './format-day.ts';
import { heatmapWeeks, type HeatLevel } from './heatmap-weeks.ts';

// Darker to lighter in the dark mode too: more study reads brighter on either background.
const shade: Record<HeatLevel, string> = {
  0: 'bg-gray-200 dark:bg-gray-800',
  1: 'bg-brand/30 dark:bg-brand/35',
  2: 'bg-brand/55 dark:bg-brand/60',
  3: 'bg-brand/80 dark:bg-brand/85',
  4: 'bg-brand dark:bg-[color-mix(in_oklab,var(--brand-primary)_55%,white)]',
};

/**
 * The days studied over the last six months as a calendar grid (a column per week). The grid is one image
 * for assistive technology, named by its summary; each day says its date and reviews on hover, and the
 * table below lists them.
 */
export function StudyHeatmap({ heatmap, today }: { heatmap: FlashcardStats['heatmap']; today: string }) {
  const { t, i18n } = useTranslation();
  const weeks = heatmapWeeks(heatmap, today);
  const since = weeks[0]?.[0]?.date ?? today;
  const studied = weeks.flat().filter((day) => day.reviews > 0).length;
  const dayLabel = (date: string, count: number) =>
    t('flashcards.home.stats.heatmapDay', { date: formatLongDay(date, i18n.language), count });
  return (
    <figure className="flex flex-col gap-2 rounded-xl border border-gray-200 bg-white p-3 text-gray-700 dark:border-gray-800 dark:bg-gray-900 dark:text-gray-300">
      <figcaption className="text-sm font-semibold text-gray-900 dark:text-gray-50">
        {t('flashcards.home.stats.heatmapTitle')}
      </figcaption>
      <div
        role="img"
        aria-label={t('flashcards.home.stats.heatmapSummary', {
          days: studied,
          since: formatLongDay(since, i18n.language),
        })}
        className="grid grid-flow-col grid-rows-7 gap-0.5 sm:gap-1"
        data-testid="study-heatmap"
      >
        {weeks.flat().map((day) => (
          <div
            key={day.date}
            title={day.future ? undefined : dayLabel(day.date, day.reviews)}
            data-level={day.future ? undefined : day.level}
            className={cn('aspect-square rounded-[2px]', day.future ? 'invisible' : shade[day.level])}
          />
        ))}
      </div>
      <div aria-hidden="true" className="flex items-center justify-end gap-1 text-xs">
        {t('flashcards.home.stats.less')}
        {([0, 1, 2, 3, 4] as const).map((level) => (
          <span key={level} className={cn('size-3 rounded-[2px]', shade[level])} />
        ))}
        {t('flashcards.home.stats.more')}
      </div>
    </figure>
  );
}
