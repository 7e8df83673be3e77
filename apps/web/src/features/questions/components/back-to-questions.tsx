import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/index.ts';

/** "Voltar às questões", above the title of the study screens (free practice, tracks). */
export function BackToQuestions() {
  const { t } = useTranslation();
  return (
    <Link
      to="/questoes"
      className="inline-flex min-h-11 items-center gap-1 self-start rounded-lg text-sm font-medium text-gray-700 hover:underline focus-visible:outline-2 focus-visible:outline-gray-900 dark:text-gray-300 dark:focus-visible:outline-white"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('questions.backToOverview')}
    </Link>
  );
}
