import { Link } from '@tanstack/react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import type { PagerState } from '../logic/paging.ts';
import { buttonShape } from './card-styles.ts';

export interface PagerProps {
  /** The listing's path; pages differ by the `page` search parameter only. */
  pathname: string;
  page: number;
  totalPages: number;
  state: PagerState;
}

/** `page` 1 is the address without the parameter; a number, so the router writes `page=2` (not `"2"`). */
export const pageSearch = (page: number) => ({ page: page > 1 ? page : undefined });

const look = cn(buttonShape, buttonVariants.ghost, 'border border-gray-300 dark:border-gray-700');

/** "Anterior", "Página X de Y", "Próxima". */
export function Pager({ pathname, page, totalPages, state }: PagerProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('catalog.pager.label')} className="flex items-center justify-between gap-3">
      {state.previous ? (
        <Link to={pathname} search={pageSearch(state.previous)} className={look}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          {t('catalog.pager.previous')}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-gray-700 tabular-nums dark:text-gray-200">
        {t('catalog.pager.position', { page, total: totalPages })}
      </p>
      {state.next ? (
        <Link to={pathname} search={pageSearch(state.next)} className={look}>
          {t('catalog.pager.next')}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
