import { Link } from '@tanstack/react-router';
import { ChevronLeft } from 'lucide-react';
import { Button } from '../../../../components/ui/button.tsx';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { isApiError } from '../../../../lib/api/api-error.ts';
import { translateError } from '../../../../lib/api/translate-error.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { useSimulado } from '../../api/get-simulado.ts';
import { detailsView } from '../../logic/details-view.ts';
import { ResultView } from '../result/result-view.tsx';
import { AttemptAction } from './attempt-action.tsx';
import { SimuladoFacts } from './simulado-facts.tsx';
import { SimuladoInstructions } from './simulado-instructions.tsx';
import { StateBadge } from './state-badge.tsx';

const backLink =
  'inline-flex min-h-11 items-center gap-1 self-start rounded-lg pr-3 text-sm font-medium text-gray-700 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gray-900 dark:text-gray-200 dark:hover:text-white dark:focus-visible:outline-white';

function DetailsSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      <span role="status" className="sr-only">
        {t('simulados.details.loading')}
      </span>
      <Skeleton className="h-8 w-3/4" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-24 w-full rounded-xl" />
      <Skeleton className="h-40 w-full rounded-xl" />
    </div>
  );
}

function DetailsError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const missing = isApiError(error) && (error.status === 404 || error.code === 'common.validation_failed');
  return (
    <div className="flex flex-col items-start gap-4">
      <div role="alert" className="flex flex-col gap-2">
        <h1 className="text-xl font-bold text-gray-900 dark:text-gray-50">
          {missing ? t('simulados.notFound') : t('simulados.details.loadFailed')}
        </h1>
        <p className="text-gray-700 dark:text-gray-300">
          {missing ? t('simulados.notFoundHint') : translateError(t, error)}
        </p>
      </div>
      {missing ? null : <Button onClick={onRetry}>{t('simulados.retry')}</Button>}
    </div>
  );
}

/** /questoes/simulado/detalhes/{id}: the rules and the learner's next step before the attempt, the result after it. */
export function SimuladoDetailsPage({ simuladoId }: { simuladoId: number }) {
  const { t } = useTranslation();
  const query = useSimulado(simuladoId);
  let body: React.ReactNode;
  if (query.isPending) body = <DetailsSkeleton />;
  else if (query.error) body = <DetailsError error={query.error} onRetry={() => void query.refetch()} />;
  else {
    const simulado = query.data;
    const view = detailsView(simulado);
    body = (
      <>
        <header className="flex flex-col gap-2">
          <p className="text-sm font-semibold tracking-wide text-gray-600 uppercase dark:text-gray-300">
            {view === 'result' ? t('simulados.result.eyebrow') : t('simulados.details.eyebrow')}
          </p>
          <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl dark:text-gray-50">{simulado.title}</h1>
          {view === 'result' ? null : <StateBadge view={view} />}
          {simulado.description && view !== 'result' ? (
            <p className="text-gray-700 dark:text-gray-200">{simulado.description}</p>
          ) : null}
        </header>
        {view === 'result' ? (
          <ResultView simulado={simulado} />
        ) : (
          <>
            <AttemptAction simulado={simulado} />
            <SimuladoFacts simulado={simulado} />
            <SimuladoInstructions simulado={simulado} />
          </>
        )}
      </>
    );
  }
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6">
      <Link to="/questoes" className={backLink}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        {t('simulados.backToQuestions')}
      </Link>
      {body}
    </div>
  );
}
