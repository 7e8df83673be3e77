import { LoadErrorPanel } from '../../../../components/ui/load-error-panel.tsx';
import { isApiError } from '../../../../lib/api/api-error.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { RunRunner } from './run-runner.tsx';
import { RunStartPanel } from './run-start-panel.tsx';
import { RunNotFound, RunSkeleton } from './run-states.tsx';
import { useRunSession } from './use-run-session.ts';

/**
 * /casos-clinicos/execucao?caso={id}: the staged run of a case, resumed where the learner stopped (on this or
 * another device); without an attempt in progress, the start panel; an unknown case, the not-found state.
 */
export function ClinicalCaseRunPage({ caseId }: { caseId: number }) {
  const { t } = useTranslation();
  const session = useRunSession(caseId);
  const { query } = session;
  if (query.isPending) return <RunSkeleton />;
  if (query.isError) {
    const code = isApiError(query.error) ? query.error.code : null;
    if (code === 'clinical_cases.attempt_not_found') return <RunStartPanel caseId={caseId} session={session} />;
    if (isApiError(query.error) && query.error.status === 404) return <RunNotFound />;
    return (
      <div className="mx-auto w-full max-w-xl px-4 py-10">
        <LoadErrorPanel
          title={t('clinicalCases.run.loadFailed')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }
  return <RunRunner session={session} caseId={caseId} />;
}
