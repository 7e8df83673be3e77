import { drainOutbox, pendingCount, useOutboxStore } from '../../../lib/outbox/index.ts';

/**
 * Resolves once no write of `group` is queued any more (acknowledged, or refused for good), nudging the outbox to
 * send now rather than at its next retry. Reports the pending count as it falls, for a progress text.
 */
export function waitForDrain(group: string, onPending?: (pending: number) => void): Promise<void> {
  return new Promise((resolve) => {
    let unsubscribe: (() => void) | null = null;
    let done = false;
    const check = () => {
      const pending = pendingCount(group);
      onPending?.(pending);
      if (pending > 0 || done) return;
      done = true;
      unsubscribe?.();
      resolve();
    };
    unsubscribe = useOutboxStore.subscribe(check);
    check();
    if (!done) void drainOutbox();
  });
}
