import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Play } from 'lucide-react';
import { LoadErrorPanel } from '../../../../components/ui/load-error-panel.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { translateError } from '../../../../lib/api/translate-error.ts';
import { isApiError } from '../../../../lib/api/api-error.ts';
import { formatMinutes } from '../../../../lib/format/index.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { runCaseQueryOptions } from '../../api/run-case.ts';
import { RunNotFound, RunSkeleton } from './run-states.tsx';
import type { RunSession } from './use-run-session.ts';

/**
 * No attempt in progress: the case's summary and "Começar" (a practice run after a finish, with the debrief's
 * link). Nothing starts by itself: only the click sends POST attempts.
 */
export function RunStartPanel({ caseId, session }: { caseId: number; session: RunSession }) {
  const { t } = useTranslation();
  const detail = useQuery(runCaseQueryOptions(caseId));
  if (detail.isPending) return <RunSkeleton />;
  if (detail.isError) {
    if (isApiError(detail.error) && detail.error.status === 404) return <RunNotFound />;
    return (
      <div className="mx-auto w-full max-w-xl px-4 py-10">
        <LoadErrorPanel
          title={t('clinicalCases.run.loadFailed')}
          error={detail.error}
          onRetry={() => void detail.refetch()}
        />
      </div>
    );
  }
  const found = detail.data;
  const finished = found.learner.status === 'finished';
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col items-start gap-4 px-4 py-8" data-testid="run-start">
      <p className="text-sm font-semibold tracking-wide text-gray-700 uppercase dark:text-gray-300">
        {t('clinicalCases.run.eyebrow')}
      </p>
      <h1 className="text-2xl font-bold text-gray-900 dark:text-gray-50">{found.title}</h1>
      <p className="text-base text-gray-800 dark:text-gray-200">{found.summary}</p>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        {t('clinicalCases.run.startFacts', { count: found.stage_count, time: formatMinutes(found.estimated_minutes) })}
      </p>
      <p className="text-sm text-gray-700 dark:text-gray-300">{t('clinicalCases.run.startHint')}</p>
      {finished ? (
        <p className="text-sm text-gray-800 dark:text-gray-200">{t('clinicalCases.run.practiceHint')}</p>
      ) : null}
      {session.start.isError ? (
        <p role="alert" className="text-sm text-red-800 dark:text-red-300">
          {translateError(t, session.start.error)}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button
          onClick={() => session.start.mutate()}
          disabled={session.start.isPending}
          data-testid="run-start-button"
        >
          <Play aria-hidden="true" className="size-4" />
          {finished ? t('clinicalCases.run.startPractice') : t('clinicalCases.run.start')}
        </Button>
        {finished ? (
          <Button asChild variant="ghost" className="border border-gray-300 dark:border-gray-700">
            <Link to="/casos-clinicos/$id" params={{ id: String(caseId) }}>
              {t('clinicalCases.run.seeDebrief')}
            </Link>
          </Button>
        ) : null}
      </div>
    </div>
  );
}
