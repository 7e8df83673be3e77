import { Link } from '@tanstack/react-router';
import { SearchX } from 'lucide-react';
import { Button } from '../../../../components/ui/button.tsx';
import { LoadErrorPanel } from '../../../../components/ui/load-error-panel.tsx';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { isApiError } from '../../../../lib/api/api-error.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { useCaseDetail } from '../../api/get-case-detail.ts';
import { DebriefSection } from '../debrief/debrief-section.tsx';
import { CaseFrame } from '../shared/case-frame.tsx';
import { AttemptList } from './attempt-list.tsx';
import { CaseActions } from './case-actions.tsx';
import { CaseFacts } from './case-facts.tsx';

export interface CasePageProps {
  /** The case's id from the address; null when it is no id at all (not found without asking). */
  id: number | null;
  /** The finished attempt whose debrief shows (`?tentativa=`); the latest when absent. */
  attempt: number | undefined;
}

/** Whether an error means "no such case for this learner" (404: unknown, or another producer's). */
const isMissing = (error: unknown) =>
  isApiError(error) && (error.status === 404 || error.code === 'common.validation_failed');

function CaseNotFound() {
  const { t } = useTranslation();
  return (
    <CaseFrame>
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-gray-300 p-6 dark:border-gray-700"
        data-testid="case-not-found"
      >
        <SearchX aria-hidden="true" className="size-8 text-gray-500 dark:text-gray-400" />
        <h1 className="text-xl font-bold text-gray-900 dark:text-gray-50">{t('errors.clinical_cases.not_found')}</h1>
        <p className="text-gray-700 dark:text-gray-300">{t('clinicalCases.case.notFoundHint')}</p>
        <Button asChild variant="ghost" className="border border-gray-300 dark:border-gray-700">
          <Link to="/casos-clinicos">{t('clinicalCases.common.backToCases')}</Link>
        </Button>
      </div>
    </CaseFrame>
  );
}

function CaseSkeleton() {
  const { t } = useTranslation();
  return (
    <CaseFrame backLink>
      <div aria-busy="true" className="flex flex-col gap-4">
        <span role="status" className="sr-only">
          {t('clinicalCases.case.loading')}
        </span>
        <Skeleton className="h-9 w-3/4" />
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-11 w-40" />
      </div>
    </CaseFrame>
  );
}

function LoadedCase({ id, attempt }: { id: number; attempt: number | undefined }) {
  const { t } = useTranslation();
  const detail = useCaseDetail(id);
  if (detail.isPending) return <CaseSkeleton />;
  if (detail.isError) {
    if (isMissing(detail.error)) return <CaseNotFound />;
    return (
      <CaseFrame backLink>
        <LoadErrorPanel
          title={t('clinicalCases.case.loadFailed')}
          error={detail.error}
          onRetry={() => void detail.refetch()}
        />
      </CaseFrame>
    );
  }
  const data = detail.data;
  const finished = data.attempts.filter((item) => item.finished_at !== null);
  const shown = finished.some((item) => item.id === attempt) ? attempt : undefined;
  const latest = finished.reduce<(typeof finished)[number] | undefined>(
    (best, item) => (best && (best.finished_at ?? '') >= (item.finished_at ?? '') ? best : item),
    undefined,
  );
  return (
    <CaseFrame
      backLink
      title={data.title}
      intro={<p className="max-w-prose text-lg text-gray-800 dark:text-gray-200">{data.summary}</p>}
    >
      <CaseFacts detail={data} />
      <CaseActions detail={data} />
      <AttemptList detail={data} shownAttempt={shown ?? latest?.id} />
      {finished.length > 0 ? <DebriefSection caseId={id} attempt={shown} /> : null}
    </CaseFrame>
  );
}

/** /casos-clinicos/{id}: the case before starting (and how to start or continue), and after a finish its debrief. */
export function CasePage({ id, attempt }: CasePageProps) {
  if (id === null) return <CaseNotFound />;
  return <LoadedCase id={id} attempt={attempt} />;
}
