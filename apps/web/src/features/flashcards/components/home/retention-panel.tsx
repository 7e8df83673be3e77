import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { useFlashcardStats } from '../../api/get-stats.ts';
import { retentionPercent } from './retention.ts';
import { RetentionBars } from './retention-bars.tsx';

/**
 * The one memory's retention (cards and questions together, last 30 days) for pages beyond /flashcards: the true
 * retention, a bar per top-level subject and a link to the statistics. It reads the /flashcards statistics (same
 * query, one cache copy) and stays hidden until there is a retention to show (also while loading or on failure:
 * /flashcards says what went wrong).
 */
export function RetentionPanel() {
  const { t } = useTranslation();
  const headingId = useId();
  const stats = useFlashcardStats();
  const retention = retentionPercent(stats.data?.true_retention.retention ?? null);
  if (!stats.data || retention === null) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-gray-900"
      data-testid="retention-panel"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex max-w-prose flex-col gap-1">
          <h2 id={headingId} className="text-lg font-semibold text-gray-900 dark:text-gray-50">
            {t('flashcards.retentionPanel.title')}
          </h2>
          <p className="text-sm text-gray-700 dark:text-gray-300">{t('flashcards.retentionPanel.sameMemory')}</p>
        </div>
        <dl className="flex flex-col gap-1">
          <dt className="text-sm text-gray-700 dark:text-gray-300">{t('flashcards.home.stats.trueRetention')}</dt>
          <dd className="text-3xl font-bold text-gray-900 tabular-nums dark:text-gray-50">
            {t('flashcards.home.stats.percent', { value: retention })}
          </dd>
          <dd className="text-sm text-gray-600 dark:text-gray-400">
            {t('flashcards.home.stats.trueRetentionDetail', { count: stats.data.true_retention.reviews })}
          </dd>
        </dl>
      </div>
      <RetentionBars retention={stats.data.retention} />
      <Link
        to="/flashcards"
        className="self-start text-sm font-semibold text-gray-800 underline underline-offset-2 dark:text-gray-200"
      >
        {t('flashcards.retentionPanel.link')}
      </Link>
    </section>
  );
}
