import { Link } from '@tanstack/react-router';
import { Search } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/index.ts';

/** The header's "Buscar" icon-link to /search (desktop and mobile): a lucide icon and a link, nothing more. */
export function SearchLink() {
  const { t } = useTranslation();
  const label = t('nav.search');
  return (
    <Link
      to="/search"
      aria-label={label}
      title={label}
      className="inline-flex size-11 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-gray-900 aria-[current=page]:bg-gray-100 aria-[current=page]:text-gray-950 dark:text-gray-300 dark:hover:bg-gray-800 dark:focus-visible:outline-white dark:aria-[current=page]:bg-gray-800 dark:aria-[current=page]:text-white"
    >
      <Search aria-hidden="true" className="size-5" />
    </Link>
  );
}
