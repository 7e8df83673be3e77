import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { questionTrackQueryOptions } from '../../api/get-question-track.ts';
import type { PlayerSource } from '../../api/player-source.ts';
import { parseId, startPosition } from '../../logic/positions.ts';
import { LoadErrorPanel } from '../../../../components/ui/load-error-panel.tsx';
import { PageFrame } from '../page-frame.tsx';
import { isMissing, NotFoundPanel } from '../player/player-states.tsx';
import { QuestionPlayer } from '../player/question-player.tsx';
import { TrackFinished } from './track-finished.tsx';
import { TrackHeader } from './track-header.tsx';
import { TrackSkeleton } from './track-skeleton.tsx';

export interface QuestionTrackPageProps {
  /** The `{id}` of the path, as text. */
  id: string | undefined;
  /** `questao`: the 1-based position, as text. */
  questao: string | undefined;
}

/** /questoes/trilha/{id} ('Trilha de questões'): the track, resumed where the learner stopped; its score at the end. */
export function QuestionTrackPage({ id: rawId, questao }: QuestionTrackPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = parseId(rawId);
  const source = useMemo<PlayerSource>(() => ({ kind: 'track', id: id ?? 0 }), [id]);
  const query = useQuery({ ...questionTrackQueryOptions(id ?? 0), enabled: id !== null });
  const track = query.data;
  const finished = track !== undefined && track.next_position === null && track.total > 0;
  const position =
    track && !(finished && questao === undefined) ? startPosition(questao, track.total, track.next_position) : null;
  const trackId = String(id);

  useEffect(() => {
    if (position !== null && questao !== String(position)) {
      void navigate({
        to: '/questoes/trilha/$id',
        params: { id: trackId },
        search: { questao: String(position) },
        replace: true,
      });
    }
  }, [position, questao, trackId, navigate]);

  const go = (target: number | 'end') =>
    void navigate({
      to: '/questoes/trilha/$id',
      params: { id: trackId },
      search: target === 'end' ? {} : { questao: String(target) },
    });

  const notFound = (
    <PageFrame width="narrow">
      <NotFoundPanel
        headingLevel="h1"
        title={t('questions.track.notFound')}
        hint={t('questions.track.notFoundHint')}
        backTo="/questoes"
        backLabel={t('questions.backToOverview')}
      />
    </PageFrame>
  );
  if (id === null) return notFound;
  if (query.isPending) return <TrackSkeleton />;
  if (query.isError) {
    if (isMissing(query.error)) return notFound;
    return (
      <PageFrame width="narrow" title={t('questions.track.eyebrow')}>
        <LoadErrorPanel
          title={t('questions.track.loadFailed')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </PageFrame>
    );
  }
  return (
    <PageFrame width="narrow">
      <TrackHeader track={query.data} />
      {position === null ? (
        <TrackFinished track={query.data} onReview={go} />
      ) : (
        <QuestionPlayer
          source={source}
          position={position}
          progress={query.data}
          onNavigate={go}
          navigatorLabel={t('questions.track.navigator')}
          backTo="/questoes"
        />
      )}
    </PageFrame>
  );
}
