import { useEffect, useRef, type RefObject } from 'react';

/**
 * When the learner picks another lesson (not on the first render): brings the player into view and moves
 * the focus to the lesson's title (without a second scroll), so keyboard and screen-reader users follow.
 */
export function useFollowLesson(
  lessonId: number | undefined,
  player: RefObject<HTMLElement | null>,
  title?: RefObject<HTMLElement | null>,
) {
  const shown = useRef<number | undefined>(undefined);
  useEffect(() => {
    const previous = shown.current;
    shown.current = lessonId;
    if (previous === undefined || lessonId === undefined || previous === lessonId) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    player.current?.scrollIntoView?.({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
    title?.current?.focus({ preventScroll: true });
  }, [lessonId, player, title]);
}
