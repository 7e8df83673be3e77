import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../../components/ui/button.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';

export interface PagerProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** What the pages page through ("Resultados da busca"), for screen readers. */
  label: string;
}

/** "Anterior" / "Página 2 de 5" / "Próxima" under a paged list; nothing when there is one page. */
export function Pager({ page, totalPages, onPage, label }: PagerProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-2">
      <Button variant="ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        {t('clinicalCases.common.previousPage')}
      </Button>
      <p className="text-sm text-gray-700 tabular-nums dark:text-gray-300" aria-live="polite">
        {t('clinicalCases.common.pageOf', { page, count: totalPages })}
      </p>
      <Button variant="ghost" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {t('clinicalCases.common.nextPage')}
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
