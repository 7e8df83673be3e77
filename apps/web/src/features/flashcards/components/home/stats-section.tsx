import type { FlashcardStats } from '@members/contract';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { Figure } from './figure.tsx';
import { ForecastChart } from './forecast-chart.tsx';
import { retentionPercent } from './retention.ts';
import { RetentionList } from './retention-list.tsx';
import { StatsTables } from './stats-tables.tsx';
import { StudyHeatmap } from './study-heatmap.tsx';

/** Today as the server counts it (the forecast starts with today), else the device's date. */
function todayOf(stats: FlashcardStats): string {
  const local = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return stats.forecast[0]?.date ?? `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}

/** True retention, days studied and streak; the forecast, the heatmap, the retention by subject; their tables. */
export function StatsSection({ stats }: { stats: FlashcardStats }) {
  const { t } = useTranslation();
  const retention = retentionPercent(stats.true_retention.retention);
  return (
    <section aria-labelledby="flashcard-stats" className="flex flex-col gap-4" data-testid="flashcard-stats">
      <h2 id="flashcard-stats" className="text-lg font-semibold text-gray-900 dark:text-gray-50">
        {t('flashcards.home.stats.title')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 [&>*:last-child]:col-span-2 md:[&>*:last-child]:col-span-1">
        <Figure
          label={t('flashcards.home.stats.trueRetention')}
          value={
            retention === null
              ? t('flashcards.home.stats.noValue')
              : t('flashcards.home.stats.percent', { value: retention })
          }
          detail={t('flashcards.home.stats.trueRetentionDetail', { count: stats.true_retention.reviews })}
        />
        <Figure
          label={t('flashcards.home.stats.daysStudied')}
          value={String(stats.days_studied_30)}
          detail={t('flashcards.home.stats.daysStudiedDetail')}
        />
        <Figure
          label={t('flashcards.home.stats.streak')}
          value={t('flashcards.home.stats.streakValue', { count: stats.streak })}
          detail={t('flashcards.home.stats.streakDetail')}
        />
      </dl>
      <div className="grid gap-3 md:grid-cols-2">
        <ForecastChart forecast={stats.forecast} />
        <StudyHeatmap heatmap={stats.heatmap} today={todayOf(stats)} />
      </div>
      <RetentionList retention={stats.retention} />
      <StatsTables stats={stats} />
    </section>
  );
}
