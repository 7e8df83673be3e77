import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { progressQueryOptions, type SessionSource } from '../../api/player-source.ts';
import { parsePosition, startPosition } from '../../logic/positions.ts';
import { reviewStart, wrongPositions } from '../../logic/review.ts';
import { LoadErrorPanel } from '../../../../components/ui/load-error-panel.tsx';
import { isMissing, NotFoundPanel } from '../player/player-states.tsx';
import { QuestionPlayer } from '../player/question-player.tsx';
import { PracticeSkeleton } from './practice-skeleton.tsx';
import { SessionSummary } from './session-summary.tsx';

/** `revisao` of a review of the wrong answers. */
const reviewWrong = 'erradas';

export interface PracticeSessionProps {
  id: number | null;
  questao: string | undefined;
  /** `revisao=erradas`: reviewing the positions answered wrong, one after the other. */
  revisao: string | undefined;
}

/**
 * A practice session: the question at `questao` (pinned into the URL), the summary once it is finished, or a
 * review of the wrong answers only (from the summary), which ends back on the summary.
 */
export function PracticeSession({ id, questao, revisao }: PracticeSessionProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const source = useMemo<SessionSource>(() => ({ kind: 'practice', id: id ?? 0 }), [id]);
  const query = useQuery({ ...progressQueryOptions(source), enabled: id !== null });
  const progress = query.data;
  const finished = progress !== undefined && progress.next_position === null && progress.total > 0;
  const wrong = useMemo(() => (progress ? wrongPositions(progress.items) : []), [progress]);
  const review = revisao === reviewWrong && wrong.length > 0 ? reviewWrong : undefined;
  const position = !progress
    ? null
    : review
      ? reviewStart(wrong, parsePosition(questao, progress.total))
      : finished && questao === undefined
        ? null
        : startPosition(questao, progress.total, progress.next_position);
  const session = String(id);

  const go = (target: number | 'end', replace = false) =>
    void navigate({
      to: '/questoes/treino-livre',
      search:
        target === 'end'
          ? { sessao: session }
          : { sessao: session, questao: String(target), ...(review ? { revisao: review } : {}) },
      replace,
    });
  useEffect(() => {
    if (position !== null && (questao !== String(position) || revisao !== review)) {
      void navigate({
        to: '/questoes/treino-livre',
        search: { sessao: session, questao: String(position), ...(review ? { revisao: review } : {}) },
        replace: true,
      });
    }
  }, [position, questao, revisao, review, session, navigate]);

  const notFound = (
    <NotFoundPanel
      title={t('questions.practice.notFound')}
      hint={t('questions.practice.notFoundHint')}
      backTo="/questoes"
      backLabel={t('questions.backToOverview')}
    />
  );
  if (id === null) return notFound;
  if (query.isPending) return <PracticeSkeleton />;
  if (query.isError)
    return isMissing(query.error) ? (
      notFound
    ) : (
      <LoadErrorPanel
        title={t('questions.practice.loadFailed')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  if (!progress) return null;
  if (position === null) {
    const startReview = (first: number) =>
      void navigate({
        to: '/questoes/treino-livre',
        search: { sessao: session, questao: String(first), revisao: reviewWrong },
      });
    return <SessionSummary source={source} progress={progress} onReview={startReview} />;
  }
  return (
    <QuestionPlayer
      source={source}
      position={position}
      progress={progress}
      onNavigate={(target) => go(target)}
      navigatorLabel={t(review ? 'questions.review.navigator' : 'questions.practice.navigator')}
      backTo="/questoes"
      reviewing={review ? wrong : undefined}
    />
  );
}
