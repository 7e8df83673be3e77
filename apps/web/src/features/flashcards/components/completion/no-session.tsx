import { Link } from '@tanstack/react-router';
import { Layers } from 'lucide-react';
import { Button } from '../../../../components/ui/button.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';

/** The completion page opened with no session behind it: a friendly word and the way to study. */
export function NoSession() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-start gap-3" data-testid="completion-empty">
      <Layers aria-hidden="true" className="size-10 text-gray-600 dark:text-gray-400" />
      <h1 className="text-2xl font-bold text-gray-900 dark:text-gray-50">{t('flashcards.completion.noSession')}</h1>
      <p className="text-gray-700 dark:text-gray-300">{t('flashcards.completion.noSessionText')}</p>
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to="/flashcards/study">{t('flashcards.completion.startStudying')}</Link>
        </Button>
        <Button asChild variant="ghost" className="border border-gray-300 dark:border-gray-600">
          <Link to="/flashcards">{t('flashcards.completion.backToFlashcards')}</Link>
        </Button>
      </div>
    </div>
  );
}
