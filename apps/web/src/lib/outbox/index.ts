export { drainOutbox, enqueueWrite, pendingCount, startOutbox } from './outbox.ts';
export { useOutboxStore, type OutboxEntry } from './outbox-store.ts';

export { useOutboxStatus, type GroupStatus } from './use-outbox-status.ts';
export { SaveIndicator } from './save-indicator.tsx';
