import type { AlternativeLetter } from '@members/contract';
import { useEffect, useRef } from 'react';
import { examKeyAction, typesText, type ExamKeyAction } from '../logic/keyboard.ts';

/**
 * The exam's desktop shortcuts on the whole page (A–E / 1–5 choose, ←/→ move, M marks), off while a dialog is
 * open or the learner types in a field.
 */
export function useExamKeyboard(
  letters: readonly AlternativeLetter[],
  onAction: (action: ExamKeyAction) => void,
  enabled: boolean,
): void {
  const latest = useRef({ letters, onAction });
  useEffect(() => {
    latest.current = { letters, onAction };
  });
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || typesText(event.target)) return;
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      const action = examKeyAction(event, latest.current.letters);
      if (!action) return;
      event.preventDefault();
      latest.current.onAction(action);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
