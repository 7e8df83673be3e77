import { Link } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/index.ts';

export interface CatalogRowProps {
  title: string;
  /** "Ver todos": the category listing. */
  seeAll?: { to: string; label: string };
  /** Each child is one card (wrapped in a list item). */
  items: { key: string; node: ReactNode }[];
}

/** A titled row of cards that scrolls sideways, snapping card by card on touch screens. */
export function CatalogRow({ title, seeAll, items }: CatalogRowProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <div className="flex min-h-11 items-center justify-between gap-3 px-4 md:px-6">
        <h2 id={headingId} className="text-lg font-bold text-gray-900 md:text-xl dark:text-gray-50">
          {title}
        </h2>
        {seeAll ? (
          <Link
            to={seeAll.to}
            aria-label={seeAll.label}
            className="inline-flex min-h-11 shrink-0 items-center gap-0.5 rounded-lg px-2 text-sm font-semibold text-gray-700 hover:text-gray-950 hover:underline dark:text-gray-200 dark:hover:text-white"
          >
            {t('catalog.seeAll')}
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        ) : null}
      </div>
      <ul className="flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pt-1 pb-3 md:scroll-px-6 md:px-6 [scrollbar-width:thin]">
        {items.map(({ key, node }) => (
          <li key={key} className="w-[64%] max-w-72 shrink-0 snap-start sm:w-[40%] md:w-[30%] lg:w-[23%]">
            {node}
          </li>
        ))}
      </ul>
    </section>
  );
}
