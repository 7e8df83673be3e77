export { drainOutbox, enqueueWrite, pendingCount, startOutbox } from './outbox.ts';
export { useOutboxStore, type OutboxEntry, type OutboxStatus } from './outbox-store.ts';
export { isRetryable, retryDelay } from './retry-delay.ts';
export { useOutboxStatus, type GroupStatus } from './use-outbox-status.ts';
