import type { AlternativeLetter } from '@members/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { startOutbox } from '../../../../lib/outbox/index.ts';
import { outboxGroup, positionQueryOptions, type PlayerProgress, type PlayerSource } from '../../api/player-source.ts';
import { usePlayerCache } from '../../api/use-player-cache.ts';
import { nextTarget } from '../../logic/progress.ts';
import { KeyboardHelp } from './keyboard-help.tsx';
import { PositionNavigator } from './position-navigator.tsx';
import { ProgressHeader } from './progress-header.tsx';
import { PositionError, StageSkeleton } from './player-states.tsx';
import { QuestionStage } from './question-stage.tsx';

export interface QuestionPlayerProps {
  source: PlayerSource;
  position: number;
  progress: PlayerProgress;
  /** Goes to a position, or to the end (the summary) when there is nothing left. */
  onNavigate: (target: number | 'end') => void;
  navigatorLabel: string;
  /** Where "Voltar" leads when the question is not found. */
  backTo: string;
}

/**
 * The question player of free practice and tracks: the progress header, one question at a time (the next one
 * prefetched), struck-out alternatives kept per question while the player lives, and the position navigator.
 */
export function QuestionPlayer({ source, position, progress, onNavigate, navigatorLabel, backTo }: QuestionPlayerProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const client = useQueryClient();
  const cache = usePlayerCache(source);
  const query = useQuery(positionQueryOptions(source, position));
  const [strikes, setStrikes] = useState<Record<number, AlternativeLetter[]>>({});
  const { total } = progress;

  useEffect(() => startOutbox(), []);
  useEffect(() => {
    if (position < total) void client.prefetchQuery(positionQueryOptions(source, position + 1));
  }, [client, source, position, total]);

  // A new position takes the focus to its heading (not on the first one: the page's title has it).
  const firstPosition = useRef(position);
  useEffect(() => {
    if (position !== firstPosition.current) heading.current?.focus();
  }, [position]);

  const questionId = query.data?.question.id;
  const toggleStrike = useCallback(
    (letter: AlternativeLetter) => {
      if (questionId === undefined) return;
      setStrikes((current) => {
        const struck = current[questionId] ?? [];
        return { ...current, [questionId]: struck.includes(letter) ? struck.filter((item) => item !== letter) : [...struck, letter] };
      });
    },
    [questionId],
  );

  const next = () => onNavigate(nextTarget(progress.items, position, total));
  const previous = position > 1 ? () => onNavigate(position - 1) : null;
  const isLast = nextTarget(progress.items, position, total) === 'end';

  return (
    <div className="flex flex-col gap-6">
      <ProgressHeader position={position} total={total} answered={progress.answered} correct={progress.correct} group={outboxGroup(source)} headingId={headingId} headingRef={heading} />
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
          struck={strikes[query.data.question.id] ?? []}
          onStrike={toggleStrike}
          isLast={isLast}
          onPrevious={previous}
          onNext={next}
        />
      )}
      <KeyboardHelp />
      <PositionNavigator items={progress.items} current={position} label={navigatorLabel} onSelect={onNavigate} />
    </div>
  );
}
