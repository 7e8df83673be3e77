import type { SimuladoDetail } from '@members/contract';
import { Link } from '@tanstack/react-router';
import { TimerOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { LoadErrorPanel } from '../../../../components/ui/load-error-panel.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { useResult } from '../../api/get-result.ts';
import { clearAutoSubmitted, readAutoSubmitted } from '../../hooks/auto-submitted-flag.ts';
import { DistributionChart } from './distribution-chart.tsx';
import { ResultReview } from './review/result-review.tsx';
import { ScoreSummary } from './score-summary.tsx';
import { SubjectScores } from './subject-scores.tsx';

function ResultSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      <span role="status" className="sr-only">
        {t('simulados.result.loading')}
      </span>
      <Skeleton className="h-48 w-full rounded-xl" />
      <Skeleton className="h-64 w-full rounded-xl" />
      <Skeleton className="h-40 w-full rounded-xl" />
    </div>
  );
}

/** The result: score, ranking, distribution, by subject, and the review of every question (with its key once the simulado closes). */
export function ResultView({ simulado }: { simulado: SimuladoDetail }) {
  const { t } = useTranslation();
  const query = useResult(simulado.id, true);
  const [timeUp] = useState(() => readAutoSubmitted(simulado.id));
  useEffect(() => clearAutoSubmitted(simulado.id), [simulado.id]);
  return (
    <div className="flex flex-col gap-8">
      {timeUp ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-xl border border-amber-400 bg-amber-50 p-4 font-medium text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          <TimerOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {t('simulados.result.timeUp')}
        </p>
      ) : null}
      {query.isPending ? (
        <ResultSkeleton />
      ) : query.error ? (
        <LoadErrorPanel
          title={t('simulados.result.loadFailed')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          <ScoreSummary result={query.data} endedByTime={timeUp} />
          <DistributionChart distribution={query.data.distribution} score={query.data.score} />
          <SubjectScores subjects={query.data.by_subject} />
          <ResultReview result={query.data} />
          <Link
            to="/questoes"
            className="inline-flex min-h-11 items-center self-start rounded-lg border border-gray-300 px-4 text-sm font-semibold text-gray-900 hover:bg-gray-100 dark:border-gray-700 dark:text-gray-50 dark:hover:bg-gray-800"
          >
            {t('simulados.backToQuestions')}
          </Link>
        </>
      )}
    </div>
  );
}
