import type { Lesson, LessonProgressResponse } from '@members/contract';
import { useEffect, useRef, useState } from 'react';
import { putLessonProgress } from '../api/put-lesson-progress.ts';
import { createProgressSaver, type ProgressSaver } from './progress-saver.ts';

export type ProgressSaved = (lessonId: number, response: LessonProgressResponse) => void;

/**
 * The progress saver of one lesson (the player is keyed by the lesson, so a new lesson gets a new saver):
 * saves with PUT /api/lessons/:id/progress, and once more with keepalive when the page is hidden, when the
 * lesson changes and when the player goes away. A locked lesson never saves.
 */
export function useProgressSaver(
  lesson: Pick<Lesson, 'id' | 'access' | 'position_seconds'>,
  onSaved: ProgressSaved,
): ProgressSaver {
  const savedRef = useRef(onSaved);
  useEffect(() => {
    savedRef.current = onSaved;
  }, [onSaved]);
  const [saver] = useState(() =>
    createProgressSaver({
      enabled: lesson.access,
      initialPosition: lesson.position_seconds,
      save: (seconds, leaving) =>
        putLessonProgress(lesson.id, seconds, leaving).then((response) => savedRef.current(lesson.id, response)),
    }),
  );
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') saver.leave();
    };
    const onPageHide = () => saver.leave();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      saver.leave();
    };
  }, [saver]);
  return saver;
}
