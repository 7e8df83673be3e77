import type { Lesson } from '@members/contract';
import { useEffect, useRef, useState } from 'react';
import { cn } from '../../../components/ui/cn.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { attachVimeoPlayer } from './attach-vimeo-player.ts';
import { PlayerError } from './player-error.tsx';
import { useProgressSaver, type ProgressSaved } from './use-progress-saver.ts';

export interface VimeoLessonPlayerProps {
  lesson: Lesson;
  videoId: string;
  /** Start at this second (the address's `t`) instead of where the learner stopped. */
  startSeconds: number | null;
  onSaved: ProgressSaved;
}

/**
 * A Vimeo lesson: the SDK is loaded on demand (its own chunk), the player starts at `t` or resumes where the
 * learner stopped, and saves progress through its events. When player.vimeo.com cannot be reached, a calm error with a retry.
 */
export function VimeoLessonPlayer({ lesson, videoId, startSeconds, onSaved }: VimeoLessonPlayerProps) {
  const { t } = useTranslation();
  const saver = useProgressSaver(lesson, onSaved);
  const container = useRef<HTMLDivElement>(null);
  const [startAt] = useState(lesson.position_seconds);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  const title = lesson.title;

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    return attachVimeoPlayer(element, {
      videoId,
      title,
      startAt,
      requestedStart: startSeconds,
      saver,
      onReady: () => setState('ready'),
      onFail: () => setState('failed'),
    });
  }, [videoId, title, startAt, startSeconds, saver, attempt]);

  return (
    <>
      {/* Hidden until the player says it is ready: an offline frame would show the browser's error page. */}
      <div
        ref={container}
        className={
          state === 'failed'
            ? 'hidden'
            : cn('absolute inset-0 [&>iframe]:size-full', state === 'loading' && 'invisible')
        }
      />
      {state === 'loading' ? (
        <Spinner className="absolute inset-0 m-auto size-10 text-white" label={t('lesson.player.loading')} />
      ) : null}
      {state === 'failed' ? (
        <PlayerError
          onRetry={() => {
            setState('loading');
            setAttempt((value) => value + 1);
          }}
        />
      ) : null}
    </>
  );
}
