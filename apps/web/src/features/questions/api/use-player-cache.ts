import type { AnswerResult, SessionQuestion } from '@members/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { applyAnswer } from '../logic/progress.ts';
import { positionKey, progressKey, type PlayerProgress, type PlayerSource } from './player-source.ts';
import { questionKeys } from './query-keys.ts';

export interface PlayerCache {
  /** The server acknowledged an answer: reveal it, count it, and mark the overview's figures stale. */
  answered: (position: number, result: AnswerResult) => void;
  /** The learner marked (or unmarked) the question, or changed its note. */
  marked: (position: number, marked: boolean, note: string | null) => void;
  /** Reads the position again (an answer a previous page left in the outbox was sent meanwhile). */
  refresh: (position: number) => void;
}

/** Writes to the cached session or track and its positions (answers and marks show at once). */
export function usePlayerCache(source: PlayerSource): PlayerCache {
  const client = useQueryClient();
  return useMemo(() => {
    const patchQuestion = (position: number, patch: (question: SessionQuestion) => SessionQuestion) =>
      client.setQueryData<SessionQuestion>(positionKey(source, position), (current) =>
        current ? patch(current) : current,
      );
    return {
      answered(position, result) {
        patchQuestion(position, (current) => ({ ...current, answer: current.answer ?? result }));
        if (source.kind !== 'question')
          client.setQueryData<PlayerProgress>(progressKey(source), (current) =>
            current ? applyAnswer(current, position, result.correct) : current,
          );
        // The overview's figures, the session list and the track list count this answer: refetched when shown next.
        for (const queryKey of [questionKeys.all, ['user', 'question-tracks']])
          void client.invalidateQueries({ queryKey, refetchType: 'none' });
      },
      marked(position, marked, note) {
        patchQuestion(position, (current) => ({ ...current, question: { ...current.question, marked, note } }));
      },
      refresh(position) {
        void client.invalidateQueries({ queryKey: positionKey(source, position), exact: true });
        if (source.kind !== 'question') void client.invalidateQueries({ queryKey: progressKey(source), exact: true });
      },
    };
  }, [client, source]);
}
