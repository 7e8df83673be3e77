import { useEffect, useRef } from 'react';
import { studyCommand, type StudyCommand } from '../../logic/study-keys.ts';

/** Elements whose own Space / Enter act (buttons, links), that take text or sit in a dialog: their keys are left to them. */
function ownsKey(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  // A dialog over the card (the assistant's panel) keeps its keys: "1" typed there never rates the card.
  if (target.closest('[role="dialog"], [role="alertdialog"]')) return true;
  if (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return true;
  if (key !== ' ' && key !== 'Enter') return false;
  return target.closest('a[href], button, summary, [role="button"], [role="radio"], [role="link"]') !== null;
}

/** The study screen's shortcuts on the window; `onCommand` answers whether it used the key. */
export function useStudyKeys(onCommand: (command: StudyCommand) => boolean) {
  const handler = useRef(onCommand);
  useEffect(() => {
    handler.current = onCommand;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || ownsKey(event.target, event.key)) return;
      const command = studyCommand(event);
      if (command && handler.current(command)) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
