import type { Lesson } from '@members/contract';
import { useState, type KeyboardEvent, type SyntheticEvent } from 'react';
import { buildApiUrl } from '../../../lib/api/api-request.ts';
import { startPosition } from '../logic/start-position.ts';
import { PlayerError } from './player-error.tsx';
import { useProgressSaver, type ProgressSaved } from './use-progress-saver.ts';

export interface NativeVideoPlayerProps {
  lesson: Lesson;
  /** The lesson's file at the API (range requests, the session cookie authenticates it). */
  src: string;
  /** Start at this second (the address's `t`) instead of where the learner stopped. */
  startSeconds: number | null;
  onSaved: ProgressSaved;
}

// Space is the native controls' own (browsers toggle a focused video with it); K is added, as on video sites.
const isTogglePlayKey = (event: KeyboardEvent<HTMLVideoElement>) =>
  !event.altKey && !event.ctrlKey && !event.metaKey && event.key.toLowerCase() === 'k';

/** A lesson served by the API: the native player, starting at `t` or where the learner stopped, saving progress. */
export function NativeVideoPlayer({ lesson, src, startSeconds, onSaved }: NativeVideoPlayerProps) {
  const saver = useProgressSaver(lesson, onSaved);
  const [startAt] = useState(lesson.position_seconds);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const time = (event: SyntheticEvent<HTMLVideoElement>) => event.currentTarget.currentTime;

  const resume = (event: SyntheticEvent<HTMLVideoElement>) => {
    const at = startPosition(startSeconds, startAt, event.currentTarget.duration);
    if (at > 0) event.currentTarget.currentTime = at;
  };
  // K toggles playback when the video has the focus (and only then).
  const onKeyDown = (event: KeyboardEvent<HTMLVideoElement>) => {
    if (event.target !== event.currentTarget || !isTogglePlayKey(event)) return;
    event.preventDefault();
    const video = event.currentTarget;
    if (video.paused) void video.play().catch(() => undefined);
    else video.pause();
  };

  if (failed) {
    return (
      <PlayerError
        onRetry={() => {
          setFailed(false);
          setAttempt((value) => value + 1);
        }}
      />
    );
  }
  return (
    <video
      key={attempt}
      className="absolute inset-0 size-full bg-black"
      src={/^https?:\/\//.test(src) ? src : buildApiUrl(src)}
      poster={lesson.video_image_base_uri || undefined}
      aria-label={lesson.title}
      controls
      preload="metadata"
      playsInline
      onLoadedMetadata={resume}
      onTimeUpdate={(event) => {
        if (!event.currentTarget.paused) saver.report(time(event));
      }}
      onPause={(event) => saver.flush(time(event))}
      onSeeked={(event) => saver.flush(time(event))}
      onEnded={(event) => saver.flush(time(event))}
      onError={() => setFailed(true)}
      onKeyDown={onKeyDown}
    />
  );
}
