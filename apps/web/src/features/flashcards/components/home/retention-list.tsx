import type { FlashcardStats } from '@members/contract';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { RetentionBars } from './retention-bars.tsx';

/** Retention by subject, cards and questions together (the one memory), as labelled bars. */
export function RetentionList({ retention }: { retention: FlashcardStats['retention'] }) {
  const { t } = useTranslation();
  const rated = retention.some((row) => row.retention !== null);
  return (
    <section
      aria-labelledby="flashcard-retention"
      className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-3 dark:border-gray-800 dark:bg-gray-900"
    >
      <h3 id="flashcard-retention" className="text-sm font-semibold text-gray-900 dark:text-gray-50">
        {t('flashcards.home.stats.retentionTitle')}
      </h3>
      <p className="text-sm text-gray-700 dark:text-gray-300">{t('flashcards.home.stats.retentionIntro')}</p>
      {rated ? (
        <RetentionBars retention={retention} />
      ) : (
        <p className="text-sm text-gray-700 dark:text-gray-300">{t('flashcards.home.stats.retentionEmpty')}</p>
      )}
    </section>
  );
}
