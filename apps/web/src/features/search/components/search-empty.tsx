import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/index.ts';

/** Nothing matched: say so with the query, give tips, and offer the next step (`action`). */
export function SearchEmpty({ query, action }: { query: string; action: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-gray-300 px-4 py-10 text-center dark:border-gray-700">
      <SearchX aria-hidden="true" className="size-10 text-gray-500 dark:text-gray-400" />
      <h2 className="text-lg font-semibold text-balance text-gray-900 dark:text-gray-50">
        {t('search.empty.title', { query })}
      </h2>
      <ul className="flex max-w-prose list-disc flex-col gap-1 pl-5 text-left text-sm text-gray-700 dark:text-gray-200">
        <li>{t('search.empty.spelling')}</li>
        <li>{t('search.empty.fewerWords')}</li>
        <li>{t('search.empty.synonym')}</li>
      </ul>
      {action}
    </div>
  );
}
