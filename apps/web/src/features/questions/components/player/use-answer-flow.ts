import { alternativeLetterSchema, type AlternativeLetter, type AnswerResult } from '@members/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useOutboxStore } from '../../../../lib/outbox/index.ts';
import { answerPath, postAnswer } from '../../api/post-answer.ts';
import { outboxGroup, type PlayerSource } from '../../api/player-source.ts';
import type { PlayerCache } from '../../api/use-player-cache.ts';

export type AnswerPhase =
  | { kind: 'choosing' }
  | { kind: 'sending'; letter: AlternativeLetter }
  | { kind: 'revealed'; result: AnswerResult }
  | { kind: 'failed'; letter: AlternativeLetter; error: unknown };

/** The letter of an answer to `questionId` still waiting in the outbox (from this page or an earlier one). */
function useQueuedLetter(source: PlayerSource, questionId: number): AlternativeLetter | null {
  const group = outboxGroup(source);
  const path = answerPath(questionId);
  return useOutboxStore((state) => {
    const entry = state.entries.find((queued) => queued.group === group && queued.path === path);
    const parsed = alternativeLetterSchema.safeParse(
      (entry?.body as { alternative?: unknown } | undefined)?.alternative,
    );
    return parsed.success ? parsed.data : null;
  });
}

/**
 * Answering one position: confirm sends the answer through the outbox (timed from the question's display);
 * the reveal shows once the server acknowledged it (also for an answer made before a reload, still queued).
 */
export function useAnswerFlow(
  source: PlayerSource,
  position: number,
  questionId: number,
  answer: AnswerResult | null,
  cache: PlayerCache,
) {
  const [local, setLocal] = useState<AnswerPhase>({ kind: 'choosing' });
  const shownAt = useRef(0);
  const mounted = useRef(true);
  const queued = useQueuedLetter(source, questionId);
  const wasQueued = useRef(queued !== null);

  useEffect(() => {
    mounted.current = true;
    shownAt.current = Date.now();
    return () => {
      mounted.current = false;
    };
  }, []);

  // An answer queued before a reload went out without us waiting for it: read the position again.
  useEffect(() => {
    if (queued) wasQueued.current = true;
    else if (wasQueued.current && local.kind !== 'sending') {
      wasQueued.current = false;
      cache.refresh(position);
    }
  }, [queued, local.kind, cache, position]);

  const confirm = useCallback(
    (letter: AlternativeLetter) => {
      setLocal({ kind: 'sending', letter });
      postAnswer({ source, questionId, alternative: letter, timeSpentMs: Date.now() - shownAt.current }).then(
        (result) => cache.answered(position, result),
        (error: unknown) => {
          if (mounted.current) setLocal({ kind: 'failed', letter, error });
        },
      );
    },
    [source, questionId, position, cache],
  );

  const phase: AnswerPhase = answer
    ? { kind: 'revealed', result: answer }
    : local.kind === 'choosing' && queued
      ? { kind: 'sending', letter: queued }
      : local;
  return { phase, confirm };
}
