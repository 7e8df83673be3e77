export { drainOutbox, enqueueWrite, pendingCount, startOutbox } from './outbox.ts';
export { useOutboxStore, type OutboxEntry, type OutboxStatus } from './outbox-store.ts';
export { isRetryable, retryDelay } from './retry-delay.ts';
export { useOutboxStatus, type GroupStatus } from './use-outbox-status.ts';
export { SaveIndicator, type SaveIndicatorProps } from './save-indicator.tsx';
export { saveState, type SaveState } from './save-state.ts';
