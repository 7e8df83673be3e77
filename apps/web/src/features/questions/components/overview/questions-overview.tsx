import { Link } from '@tanstack/react-router';
import { SlidersHorizontal } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { usePerformance } from '../../api/get-performance.ts';
import { useRecentPracticeSessions } from '../../api/get-practice-sessions.ts';
import { useQuestionTracks } from '../../api/get-question-tracks.ts';
import { LoadErrorPanel } from '../../../../components/ui/load-error-panel.tsx';
import { PageFrame } from '../page-frame.tsx';
import { ContinuePractice } from './continue-practice.tsx';
import { OverviewEmpty } from './overview-empty.tsx';
import { OverviewSkeleton } from './overview-skeleton.tsx';
import { PerformanceSection } from './performance-section.tsx';
import { TrackList } from './track-list.tsx';

export interface QuestionsOverviewProps {
  /** The simulados panel (upcoming, open, finished), composed by the route. */
  simulados?: ReactNode;
  /** The one memory's retention by subject (cards and questions), composed by the route. */
  retention?: ReactNode;
  /** The clinical cases in progress (links to continue), composed by the route; renders nothing when none. */
  casesInProgress?: ReactNode;
  /**
   * The slots' own reads are still on their way: the overview keeps its skeleton until they are in, so the
   * slots do not push the figures and tracks down as they arrive (a layout shift on a phone, issue 19).
   */
  slotsPending?: boolean;
}

/**
 * /questoes: the learner's figures and charts, "Continuar", the retention by subject, the tracks, the simulados,
 * and "Montar treino".
 */
export function QuestionsOverview({ simulados, retention, casesInProgress, slotsPending }: QuestionsOverviewProps) {
  const { t } = useTranslation();
  const performance = usePerformance();
  const sessions = useRecentPracticeSessions();
  const tracks = useQuestionTracks();
  const pending = performance.isPending || sessions.isPending || tracks.isPending || slotsPending === true;
  const isNew =
    performance.data?.answered === 0 &&
    sessions.data?.total === 0 &&
    (tracks.data ?? []).every((track) => track.answered === 0);
  const build = (
    <Button asChild className="self-start text-base">
      <Link to="/questoes/filtro">
        <SlidersHorizontal aria-hidden="true" className="size-5" />
        {t('questions.buildPractice')}
      </Link>
    </Button>
  );
  return (
    <PageFrame title={t('questions.overview.title')} intro={isNew ? null : build}>
      {pending ? (
        <OverviewSkeleton />
      ) : (
        <>
          {isNew ? <OverviewEmpty firstTrack={tracks.data?.[0] ?? null} /> : null}
          {sessions.data?.unfinished ? <ContinuePractice session={sessions.data.unfinished} /> : null}
          {casesInProgress}
          {performance.isError ? (
            <LoadErrorPanel
              title={t('questions.overview.performanceFailed')}
              error={performance.error}
              onRetry={() => void performance.refetch()}
            />
          ) : performance.data && !isNew ? (
            <PerformanceSection performance={performance.data} />
          ) : null}
          {retention}
          {tracks.isError ? (
            <LoadErrorPanel
              title={t('questions.overview.tracksFailed')}
              error={tracks.error}
              onRetry={() => void tracks.refetch()}
            />
          ) : (
            <TrackList tracks={tracks.data ?? []} />
          )}
        </>
      )}
      {simulados}
    </PageFrame>
  );
}
