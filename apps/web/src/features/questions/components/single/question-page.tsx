import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useMemo } from 'react';
import { LoadErrorPanel } from '../../../../components/ui/load-error-panel.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { startOutbox } from '../../../../lib/outbox/index.ts';
import { outboxGroup, positionQueryOptions, type PlayerSource } from '../../api/player-source.ts';
import { usePlayerCache } from '../../api/use-player-cache.ts';
import { parseId } from '../../logic/positions.ts';
import { PageFrame } from '../page-frame.tsx';
import { isMissing, NotFoundPanel, StageSkeleton } from '../player/player-states.tsx';
import { QuestionStage } from '../player/question-stage.tsx';
import { QuestionSaveStatus } from '../player/save-status.tsx';
import { usePlayerDrafts } from '../player/use-player-drafts.ts';

export interface QuestionPageProps {
  /** The `{id}` of the path, as text. */
  id: string | undefined;
}

/**
 * /questoes/questao/{id} ('Questão'): one question of the bank on its own page (where the assistant's citations
 * lead), answered as loose practice with the players' stage and reveal; no session around it, so nothing to skip
 * to, and the reveal's action leads to the question bank.
 */
export function QuestionPage({ id: rawId }: QuestionPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const headingId = useId();
  const id = parseId(rawId);
  const source = useMemo<PlayerSource>(() => ({ kind: 'question', id: id ?? 0 }), [id]);
  const query = useQuery({ ...positionQueryOptions(source, 1), enabled: id !== null });
  const cache = usePlayerCache(source);
  const drafts = usePlayerDrafts(query.data?.question.id);

  useEffect(() => startOutbox(), []);

  if (id === null || (query.isError && isMissing(query.error))) {
    return (
      <PageFrame width="narrow">
        <NotFoundPanel
          headingLevel="h1"
          title={t('questions.player.notFound')}
          hint={t('questions.single.notFoundHint')}
          backTo="/questoes"
          backLabel={t('questions.backToOverview')}
        />
      </PageFrame>
    );
  }
  // The article and its alternatives are labelled by the page's title (the players label them by "Questão 3 de 10").
  const title = <span id={headingId}>{t('questions.single.title')}</span>;
  return (
    <PageFrame width="narrow" backLink title={title} intro={<QuestionSaveStatus group={outboxGroup(source)} />}>
      {query.isPending ? (
        <StageSkeleton />
      ) : query.isError ? (
        <LoadErrorPanel
          title={t('questions.single.loadFailed')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <QuestionStage
          source={source}
          data={query.data}
          cache={cache}
          headingId={headingId}
          struck={drafts.struck}
          onStrike={drafts.toggleStrike}
          selected={drafts.chosen}
          onSelect={drafts.choose}
          isLast
          onPrevious={null}
          onNext={() => void navigate({ to: '/questoes' })}
          skippable={false}
          finishLabel={t('questions.single.toBank')}
        />
      )}
    </PageFrame>
  );
}
