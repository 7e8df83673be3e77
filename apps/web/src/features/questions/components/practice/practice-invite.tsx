import { Link } from '@tanstack/react-router';
import { SlidersHorizontal } from 'lucide-react';
import { Button } from '../../../../components/ui/button.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';

/** No practice in progress: invite to build one in the filter. */
export function PracticeInvite() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-gray-300 px-4 py-10 text-center dark:border-gray-700">
      <SlidersHorizontal aria-hidden="true" className="size-10 text-gray-500 dark:text-gray-400" />
      <h2 className="text-lg font-semibold text-gray-900 dark:text-gray-50">{t('questions.practice.inviteTitle')}</h2>
      <p className="max-w-prose text-sm text-gray-700 dark:text-gray-200">{t('questions.practice.inviteText')}</p>
      <Button asChild>
        <Link to="/questoes/filtro">{t('questions.buildPractice')}</Link>
      </Button>
    </div>
  );
}
