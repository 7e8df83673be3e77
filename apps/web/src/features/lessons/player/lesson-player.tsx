import type { Lesson } from '@members/contract';
import { VideoOff } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { LockedLessonPanel } from './locked-lesson-panel.tsx';
import { NativeVideoPlayer } from './native-video-player.tsx';
import { PlayerFrame } from './player-frame.tsx';
import type { ProgressSaved } from './use-progress-saver.ts';
import { VimeoLessonPlayer } from './vimeo-lesson-player.tsx';

export interface LessonPlayerProps {
  lesson: Lesson;
  courseName: string;
  purchaseUrl: string | null;
  /** Start at this second (a citation's `t`); null: where the learner stopped. */
  startSeconds?: number | null;
  onSaved: ProgressSaved;
}

/** The player of the selected lesson: the API's file, Vimeo, or the locked panel (never a player). */
export function LessonPlayer({ lesson, courseName, purchaseUrl, startSeconds = null, onSaved }: LessonPlayerProps) {
  // A new start (another citation of the same lesson) mounts the player again, so it seeks there.
  const key = `${lesson.id}@${startSeconds ?? ''}`;
  const { t } = useTranslation();
  let stage;
  if (!lesson.access) stage = <LockedLessonPanel courseName={courseName} purchaseUrl={purchaseUrl} />;
  else if (lesson.video_url)
    stage = (
      <NativeVideoPlayer
        key={key}
        lesson={lesson}
        src={lesson.video_url}
        startSeconds={startSeconds}
        onSaved={onSaved}
      />
    );
  else if (lesson.video_external_id)
    stage = (
      <VimeoLessonPlayer
        key={key}
        lesson={lesson}
        videoId={lesson.video_external_id}
        startSeconds={startSeconds}
        onSaved={onSaved}
      />
    );
  else {
    stage = (
      <p className="absolute inset-0 flex items-center justify-center gap-2 p-6 text-sm text-gray-300">
        <VideoOff aria-hidden="true" className="size-5" />
        {t('lesson.player.noVideo')}
      </p>
    );
  }
  return <PlayerFrame>{stage}</PlayerFrame>;
}
