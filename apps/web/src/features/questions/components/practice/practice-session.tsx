import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { progressQueryOptions, type PlayerSource } from '../../api/player-source.ts';
import { startPosition } from '../../logic/positions.ts';
import { LoadFailed } from '../load-failed.tsx';
import { isMissing, NotFoundPanel } from '../player/player-states.tsx';
import { QuestionPlayer } from '../player/question-player.tsx';
import { PracticeSkeleton } from './practice-skeleton.tsx';
import { SessionSummary } from './session-summary.tsx';

/** A practice session: the question at `questao` (pinned into the URL), or the summary once it is finished. */
export function PracticeSession({ id, questao }: { id: number | null; questao: string | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const source = useMemo<PlayerSource>(() => ({ kind: 'practice', id: id ?? 0 }), [id]);
  const query = useQuery({ ...progressQueryOptions(source), enabled: id !== null });
  const progress = query.data;
  const finished = progress !== undefined && progress.next_position === null && progress.total > 0;
  const position = progress && !(finished && questao === undefined) ? startPosition(questao, progress.total, progress.next_position) : null;

  const go = (target: number | 'end', replace = false) =>
    void navigate({ to: '/questoes/treino-livre', search: target === 'end' ? { sessao: String(id) } : { sessao: String(id), questao: String(target) }, replace });

  useEffect(() => {
    if (position !== null && questao !== String(position)) {
      void navigate({ to: '/questoes/treino-livre', search: { sessao: String(id), questao: String(position) }, replace: true });
    }
  }, [position, questao, id, navigate]);

  const notFound = <NotFoundPanel title={t('questions.practice.notFound')} hint={t('questions.practice.notFoundHint')} backTo="/questoes" backLabel={t('questions.backToOverview')} />;
  if (id === null) return notFound;
  if (query.isPending) return <PracticeSkeleton />;
  if (query.isError) return isMissing(query.error) ? notFound : <LoadFailed title={t('questions.practice.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />;
  if (!progress) return null;
  if (position === null) return <SessionSummary source={source} progress={progress} onReview={(target) => go(target)} />;
  return <QuestionPlayer source={source} position={position} progress={progress} onNavigate={(target) => go(target)} navigatorLabel={t('questions.practice.navigator')} backTo="/questoes" />;
}
