import type { CaseDetail } from '@members/contract';
import { Link, useNavigate } from '@tanstack/react-router';
import { Play, RotateCcw } from 'lucide-react';
import { Button } from '../../../../components/ui/button.tsx';
import { translateError } from '../../../../lib/api/translate-error.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { useStartCase } from '../../api/post-start-case.ts';

/**
 * The way into the run: "Continuar" (an attempt in progress), "Começar caso" (never tried) or "Refazer como
 * prática" (finished: a new attempt that does not count for the peers). Starting asks the API first, then opens
 * the run on the state it answered.
 */
export function CaseActions({ detail }: { detail: CaseDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const start = useStartCase(detail.id);
  const caso = String(detail.id);
  if (detail.learner.status === 'in_progress') {
    return (
      <Button asChild className="self-start text-base">
        <Link to="/casos-clinicos/execucao" search={{ caso }}>
          <Play aria-hidden="true" className="size-5" />
          {t('clinicalCases.case.continue')}
        </Link>
      </Button>
    );
  }
  const redo = detail.learner.status === 'finished';
  return (
    <div className="flex flex-col items-start gap-2">
      <Button
        variant={redo ? 'ghost' : 'primary'}
        className={redo ? 'border border-gray-300 text-base dark:border-gray-700' : 'text-base'}
        disabled={start.isPending}
        onClick={() =>
          start.mutate(undefined, {
            onSuccess: () => void navigate({ to: '/casos-clinicos/execucao', search: { caso } }),
          })
        }
      >
        {redo ? <RotateCcw aria-hidden="true" className="size-5" /> : <Play aria-hidden="true" className="size-5" />}
        {start.isPending
          ? t('clinicalCases.case.starting')
          : t(redo ? 'clinicalCases.case.redo' : 'clinicalCases.case.start')}
      </Button>
      {redo ? <p className="text-sm text-gray-600 dark:text-gray-400">{t('clinicalCases.case.redoHint')}</p> : null}
      {start.isError ? (
        <p role="alert" className="text-sm text-red-800 dark:text-red-300">
          {translateError(t, start.error)}
        </p>
      ) : null}
    </div>
  );
}
