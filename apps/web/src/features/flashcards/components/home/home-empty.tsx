import { Link } from '@tanstack/react-router';
import { ListChecks, Layers } from 'lucide-react';
import { Button } from '../../../../components/ui/button.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';

/** No card to study yet: what flashcards will hold, and the way to fill the error notebook meanwhile. */
export function HomeEmpty() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="flashcards-empty"
      className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-gray-300 p-6 dark:border-gray-700"
      data-testid="flashcards-empty"
    >
      <Layers aria-hidden="true" className="size-8 text-gray-600 dark:text-gray-300" />
      <h2 id="flashcards-empty" className="text-xl font-semibold text-gray-900 dark:text-gray-50">
        {t('flashcards.home.emptyTitle')}
      </h2>
      <p className="max-w-prose text-gray-700 dark:text-gray-200">{t('flashcards.home.emptyText')}</p>
      <Button asChild className="text-base">
        <Link to="/questoes">
          <ListChecks aria-hidden="true" className="size-5" />
          {t('flashcards.home.emptyAction')}
        </Link>
      </Button>
    </section>
  );
}
