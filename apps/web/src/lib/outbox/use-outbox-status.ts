import { useSyncExternalStore } from 'react';
import { useOutboxStore, type OutboxStatus } from './outbox-store.ts';

export interface GroupStatus {
  status: OutboxStatus;
  /** Writes of the group not yet acknowledged. */
  pending: number;
  /** The code of the group's last refused write (translate it under `errors.<code>`). */
  errorCode: string | null;
  online: boolean;
  /** The group queued a write in this page's life, or has writes left from an earlier one. */
  sent: boolean;
}

function subscribeOnline(callback: () => void) {
  window.addEventListener('online', callback);
  window.addEventListener('offline', callback);
  return () => {
    window.removeEventListener('online', callback);
    window.removeEventListener('offline', callback);
  };
}

/** The "saving / saved / offline" state of a group of writes, for the indicator beside a study screen. */
export function useOutboxStatus(group: string): GroupStatus {
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine);
  const pending = useOutboxStore((state) => state.entries.filter((entry) => entry.group === group).length);
  const status = useOutboxStore((state) => state.status);
  const errorCode = useOutboxStore((state) => (state.lastErrorGroup === group ? state.lastErrorCode : null));
  const sentHere = useOutboxStore((state) => state.sentGroups.includes(group));
  const shown: OutboxStatus =
    !online && pending > 0
      ? 'offline'
      : pending === 0 && status !== 'error'
        ? status === 'idle'
          ? 'idle'
          : 'saved'
        : status;
  return { status: shown, pending, errorCode, online, sent: sentHere || pending > 0 };
}
