import type { CaseStageKind } from '@members/contract';
import { useEffect, useRef } from 'react';
import { activatesOnEnter, isTypingTarget, runCommand, type RunCommand } from '../../logic/run-keys.ts';

/**
 * The run's shortcuts on the window (1–9 / A–E, Enter). Off while a dialog is open (its own buttons take Enter),
 * while the learner types, with modifier keys, and for Enter on a focused link or button (which acts itself).
 */
export function useRunKeys(
  optionCount: number,
  kind: CaseStageKind | null,
  enabled: boolean,
  onCommand: (command: RunCommand) => void,
) {
  const handler = useRef(onCommand);
  useEffect(() => {
    handler.current = onCommand;
  });
  useEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || isTypingTarget(event.target)) return;
      const command = runCommand(event, optionCount, kind);
      if (!command) return;
      if (command.kind === 'enter' && activatesOnEnter(event.target)) return;
      event.preventDefault();
      handler.current(command);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [optionCount, kind, enabled]);
}
