import type { Attempt, SimuladoSummary } from '@members/contract';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { isApiError } from '../../../../lib/api/api-error.ts';
import { translateError } from '../../../../lib/api/translate-error.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { useAttempt } from '../../api/get-attempt.ts';
import { useSimulado } from '../../api/get-simulado.ts';
import { StartDialog } from './start-dialog.tsx';

type SimuladoState = SimuladoSummary['state'];

function ExamSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6">
      <span role="status" className="sr-only">
        {t('simulados.exam.loading')}
      </span>
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-5 w-40" />
      <Skeleton className="h-28 w-full" />
      {[0, 1, 2, 3, 4].map((key) => (
        <Skeleton key={key} className="h-14 w-full" />
      ))}
    </div>
  );
}

const detailsLink =
  'inline-flex min-h-11 items-center rounded-lg border border-gray-300 px-4 text-sm font-semibold text-gray-900 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gray-900 dark:border-gray-700 dark:text-gray-50 dark:hover:bg-gray-800 dark:focus-visible:outline-white';

function notStartedText(t: ReturnType<typeof useTranslation>['t'], state: SimuladoState | undefined): string {
  if (state === 'upcoming') return t('errors.simulados.not_open');
  if (state === 'closed') return t('errors.simulados.closed');
  return t('simulados.exam.notStarted');
}

/** Not started yet: the rules in one line and "Iniciar simulado" (confirmed), or why it cannot start. */
function NotStarted({ simuladoId }: { simuladoId: number }) {
  const { t } = useTranslation();
  const { data } = useSimulado(simuladoId);
  const id = String(simuladoId);
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-start gap-4 px-4 py-10">
      <h1 className="text-2xl font-bold text-gray-900 dark:text-gray-50">{data?.title ?? t('simulados.exam.title')}</h1>
      <p className="text-gray-700 dark:text-gray-200">{notStartedText(t, data?.state)}</p>
      <div className="flex flex-wrap gap-2">
        {data?.state === 'open' ? (
          <StartDialog
            simuladoId={simuladoId}
            timeLimitMinutes={data.time_limit_minutes}
            questionCount={data.question_count}
            onStarted={() => undefined}
          />
        ) : null}
        <Link to="/questoes/simulado/detalhes/$id" params={{ id }} className={detailsLink}>
          {t('simulados.exam.seeDetails')}
        </Link>
      </div>
    </div>
  );
}

/** The attempt could not load: what happened, and what to do. */
function ExamError({ error, simuladoId, onRetry }: { error: unknown; simuladoId: number; onRetry: () => void }) {
  const { t } = useTranslation();
  const missing = isApiError(error) && (error.status === 404 || error.code === 'common.validation_failed');
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-start gap-4 px-4 py-10">
      <div role="alert" className="flex flex-col gap-2">
        <h1 className="text-xl font-bold text-gray-900 dark:text-gray-50">
          {missing ? t('simulados.notFound') : t('simulados.exam.loadFailed')}
        </h1>
        <p className="text-gray-700 dark:text-gray-300">
          {missing ? t('simulados.notFoundHint') : translateError(t, error)}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {missing ? null : <Button onClick={onRetry}>{t('simulados.retry')}</Button>}
        <Link
          to={missing ? '/questoes' : '/questoes/simulado/detalhes/$id'}
          params={{ id: String(simuladoId) }}
          className={detailsLink}
        >
          {missing ? t('simulados.backToQuestions') : t('simulados.exam.seeDetails')}
        </Link>
      </div>
    </div>
  );
}

/**
 * The exam's entry: loads the attempt (same deadline after a reload or a closed tab), offers to start it when
 * there is none, sends a submitted one to its result, and renders the layout with the attempt in progress.
 */
export function ExamGate({ simuladoId, children }: { simuladoId: number; children: (attempt: Attempt) => ReactNode }) {
  const navigate = useNavigate();
  const query = useAttempt(simuladoId);
  const submitted = query.data?.status === 'submitted';
  useEffect(() => {
    if (submitted)
      void navigate({ to: '/questoes/simulado/detalhes/$id', params: { id: String(simuladoId) }, replace: true });
  }, [navigate, simuladoId, submitted]);
  if (query.isPending || submitted) return <ExamSkeleton />;
  if (query.error) {
    if (isApiError(query.error) && query.error.code === 'simulados.attempt_not_started')
      return <NotStarted simuladoId={simuladoId} />;
    return <ExamError error={query.error} simuladoId={simuladoId} onRetry={() => void query.refetch()} />;
  }
  return children(query.data);
}
