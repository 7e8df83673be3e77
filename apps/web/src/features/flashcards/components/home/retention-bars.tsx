import type { FlashcardStats } from '@members/contract';
import { ProgressBar } from '../../../../components/ui/progress-bar.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { retentionPercent } from './retention.ts';

/** One labelled bar per top-level subject that has a retention (cards and questions together); none: nothing. */
export function RetentionBars({ retention }: { retention: FlashcardStats['retention'] }) {
  const { t } = useTranslation();
  const rated = retention.filter((row) => row.retention !== null);
  if (rated.length === 0) return null;
  return (
    <ul className="flex flex-col gap-3" data-testid="retention-list">
      {rated.map((row) => {
        const percent = retentionPercent(row.retention) ?? 0;
        const text = `${t('flashcards.home.stats.percent', { value: percent })} · ${t(
          'flashcards.home.stats.trueRetentionDetail',
          { count: row.reviews },
        )}`;
        return (
          <li key={row.subject.id} className="flex flex-col gap-1">
            <div className="flex items-baseline justify-between gap-2 text-sm">
              <span className="text-gray-900 dark:text-gray-50">{row.subject.desc}</span>
              <span className="font-semibold text-gray-900 tabular-nums dark:text-gray-50">
                {t('flashcards.home.stats.percent', { value: percent })}
              </span>
            </div>
            <ProgressBar
              value={percent}
              label={t('flashcards.home.stats.retentionLabel', { subject: row.subject.desc })}
              valueText={text}
            />
          </li>
        );
      })}
    </ul>
  );
}
