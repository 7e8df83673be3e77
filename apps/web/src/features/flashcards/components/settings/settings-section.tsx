import { Sparkles } from 'lucide-react';
import { LoadErrorPanel } from '../../../../components/ui/load-error-panel.tsx';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { useFlashcardSettings } from '../../api/settings.ts';
import { SettingsForm } from './settings-form.tsx';

/** The study settings, with whether FSRS already fits the learner's own memory. */
export function SettingsSection() {
  const { t, i18n } = useTranslation();
  const number = (value: number) => value.toLocaleString(i18n.language);
  const settings = useFlashcardSettings();
  return (
    <section
      aria-labelledby="flashcard-settings"
      className="flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-4 md:p-6 dark:border-gray-800 dark:bg-gray-900"
      data-testid="flashcard-settings"
    >
      <h2 id="flashcard-settings" className="text-lg font-semibold text-gray-900 dark:text-gray-50">
        {t('flashcards.settings.title')}
      </h2>
      {settings.isPending ? (
        <Skeleton className="h-72" />
      ) : settings.isError ? (
        <LoadErrorPanel
          title={t('flashcards.settings.loadFailed')}
          error={settings.error}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <>
          <p
            className="flex items-start gap-2 rounded-lg bg-gray-100 p-3 text-sm text-gray-800 dark:bg-gray-800 dark:text-gray-200"
            data-testid="settings-fsrs-note"
          >
            <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {settings.data.personalized
              ? t('flashcards.settings.personalized', { count: number(settings.data.review_count) })
              : t('flashcards.settings.defaults', {
                  needed: number(settings.data.reviews_for_fitting),
                  count: number(settings.data.review_count),
                })}
          </p>
          <SettingsForm settings={settings.data} />
        </>
      )}
    </section>
  );
}
