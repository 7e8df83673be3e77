import { useEffect, useRef } from 'react';
import { isTypingTarget, playerCommand, type PlayerCommand } from '../../logic/player-keys.ts';

/** Elements whose own Enter does something (a link, a button other than an alternative): left alone. */
function activatesOnEnter(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.getAttribute('role') === 'radio') return false;
  return target.closest('a[href], button, summary, [role="button"], [role="link"]') !== null;
}

/** A key pressed in a dialog over the player (the assistant's panel, a sheet) is that dialog's, never an answer. */
function insideDialog(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.closest('[role="dialog"], [role="alertdialog"]') !== null;
}

/**
 * The player's desktop shortcuts (A–E / 1–5, Enter, ←/→, M), on the window. Ignored while the learner types
 * (the note), in a dialog, with modifier keys, and for Enter on a focused link or button (which does its own thing).
 */
export function usePlayerKeyboard(alternativeCount: number, onCommand: (command: PlayerCommand) => void) {
  const handler = useRef(onCommand);
  useEffect(() => {
    handler.current = onCommand;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || isTypingTarget(event.target) || insideDialog(event.target)) return;
      const command = playerCommand(event, alternativeCount);
      if (!command) return;
      if (command.kind === 'confirm' && activatesOnEnter(event.target)) return;
      event.preventDefault();
      handler.current(command);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [alternativeCount]);
}
