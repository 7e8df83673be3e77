import type { FlashcardStats } from '@members/contract';
import { ProgressBar } from '../../../../components/ui/progress-bar.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { retentionPercent } from './retention.ts';

/** Retention by subject, cards and questions together (the one memory), as labelled bars. */
export function RetentionList({ retention }: { retention: FlashcardStats['retention'] }) {
  const { t } = useTranslation();
  const rated = retention.filter((row) => row.retention !== null);
  return (
    <section
      aria-labelledby="flashcard-retention"
      className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-3 dark:border-gray-800 dark:bg-gray-900"
    >
      <h3 id="flashcard-retention" className="text-sm font-semibold text-gray-900 dark:text-gray-50">
        {t('flashcards.home.stats.retentionTitle')}
      </h3>
      <p className="text-sm text-gray-700 dark:text-gray-300">{t('flashcards.home.stats.retentionIntro')}</p>
      {rated.length === 0 ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">{t('flashcards.home.stats.retentionEmpty')}</p>
      ) : (
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
      )}
    </section>
  );
}
