import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { startOutbox } from '../../../../lib/outbox/index.ts';
import { outboxGroup, positionQueryOptions, type PlayerProgress, type PlayerSource } from '../../api/player-source.ts';
import { usePlayerCache } from '../../api/use-player-cache.ts';
import { nextTarget } from '../../logic/progress.ts';
import { reviewSteps } from '../../logic/review.ts';
import { KeyboardHelp } from './keyboard-help.tsx';
import { PositionNavigator } from './position-navigator.tsx';
import { ProgressHeader } from './progress-header.tsx';
import { PositionError, StageSkeleton } from './player-states.tsx';
import { QuestionStage } from './question-stage.tsx';
import { ReviewBanner } from './review-banner.tsx';
import { usePlayerDrafts } from './use-player-drafts.ts';

export interface QuestionPlayerProps {
  source: PlayerSource;
  position: number;
  progress: PlayerProgress;
  /** Goes to a position, or to the end (the summary) when there is nothing left. */
  onNavigate: (target: number | 'end') => void;
  navigatorLabel: string;
  /** Where "Voltar" leads when the question is not found. */
  backTo: string;
  /** Reviewing these positions only (the wrong ones): ←/→, "Próxima" and the navigator move among them. */
  reviewing?: readonly number[];
}

/**
 * The question player of free practice and tracks: the progress header, one question at a time (the next one
 * prefetched), struck-out and chosen-but-unconfirmed alternatives kept per question while the player lives,
 * and the position navigator; or a review of some positions (the wrong ones) with its banner.
 */
export function QuestionPlayer({
  source,
  position,
  progress,
  onNavigate,
  navigatorLabel,
  backTo,
  reviewing,
}: QuestionPlayerProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const client = useQueryClient();
  const cache = usePlayerCache(source);
  const query = useQuery(positionQueryOptions(source, position));
  const drafts = usePlayerDrafts(query.data?.question.id);
  const { total } = progress;

  const steps = reviewing
    ? reviewSteps(reviewing, position)
    : { previous: position > 1 ? position - 1 : null, next: nextTarget(progress.items, position, total) };
  const upcoming = steps.next;

  useEffect(() => startOutbox(), []);
  useEffect(() => {
    if (upcoming !== 'end') void client.prefetchQuery(positionQueryOptions(source, upcoming));
  }, [client, source, upcoming]);

  // A new position takes the focus to its heading (not on the first one: the page's title has it).
  const firstPosition = useRef(position);
  useEffect(() => {
    if (position !== firstPosition.current) heading.current?.focus();
  }, [position]);

  const next = () => onNavigate(steps.next);
  const previous = steps.previous === null ? null : () => onNavigate(steps.previous ?? 1);
  const items = reviewing ? progress.items.filter((item) => reviewing.includes(item.position)) : progress.items;

  return (
    <div className="flex flex-col gap-6">
      {reviewing ? (
        <ReviewBanner
          index={reviewing.indexOf(position) + 1}
          count={reviewing.length}
          onExit={() => onNavigate('end')}
        />
      ) : null}
      <ProgressHeader
        position={position}
        total={total}
        answered={progress.answered}
        correct={progress.correct}
        group={outboxGroup(source)}
        headingId={headingId}
        headingRef={heading}
      />
      {query.isPending ? (
        <StageSkeleton />
      ) : query.isError ? (
        <PositionError error={query.error} backTo={backTo} onRetry={() => void query.refetch()} />
      ) : (
        <QuestionStage
          key={position}
          source={source}
          data={query.data}
          cache={cache}
          headingId={headingId}
          struck={drafts.struck}
          onStrike={drafts.toggleStrike}
          selected={drafts.chosen}
          onSelect={drafts.choose}
          isLast={steps.next === 'end'}
          onPrevious={previous}
          onNext={next}
        />
      )}
      <KeyboardHelp />
      <PositionNavigator items={items} current={position} label={navigatorLabel} onSelect={onNavigate} />
    </div>
  );
}
