import { apiRequest, isApiError } from '../api/index.ts';
import { followSignIns, outboxOwner, signedInOwner } from './outbox-owner.ts';
import { useOutboxStore, type OutboxEntry } from './outbox-store.ts';
import { isRetryable, retryDelay } from './retry-delay.ts';

/** A write not answered in this time is abandoned and retried: a hung request must not hold the queue forever. */
export const requestTimeoutMs = 20_000;

type Settle = { resolve: (value: unknown) => void; reject: (error: unknown) => void };
/** Callers waiting for an entry's answer (only in this page's life; a reload resends without them). */
const waiting = new Map<string, Settle[]>();
let draining = false;
/** The entry on the wire right now (a replaceKey never replaces it: the server may already have it). */
let sendingId: string | null = null;
let failures = 0;
let timer: ReturnType<typeof setTimeout> | null = null;

function settle(id: string, outcome: { value?: unknown; error?: unknown }) {
  for (const { resolve, reject } of waiting.get(id) ?? []) {
    if (outcome.error === undefined) resolve(outcome.value);
    else reject(outcome.error);
  }
  waiting.delete(id);
}

function remove(id: string) {
  const keep = (entry: OutboxEntry) => entry.id !== id;
  useOutboxStore.setState((state) => ({ entries: state.entries.filter(keep), held: state.held.filter(keep) }));
}

function scheduleRetry() {
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => void drainOutbox(), retryDelay(failures));
}

/**
 * Sends the queued writes in order until the queue is empty or the server cannot be reached. A write goes
 * only under its learner's session: after a 401 the queue waits, and that learner's next sign-in drains it.
 */
export async function drainOutbox(): Promise<void> {
  if (draining) return;
  draining = true;
  try {
    for (;;) {
      const entry = useOutboxStore.getState().entries[0];
      if (!entry) break;
      // Only under the session of the learner who queued it (queued signed out: sent signed out, and refused).
      if ((entry.owner ?? null) !== signedInOwner()) return;
      useOutboxStore.setState({ status: 'saving' });
      sendingId = entry.id;
      const abort = new AbortController();
      const timeout = setTimeout(() => abort.abort(), requestTimeoutMs);
      try {
        // Unparsed here: the outbox carries every kind of write; each caller parses its own answer (postAnswer, putMark).
        const value = await apiRequest(entry.path, { method: entry.method, body: entry.body, signal: abort.signal });
        clearTimeout(timeout);
        sendingId = null;
        failures = 0;
        remove(entry.id);
        useOutboxStore.setState({ lastErrorCode: null, lastErrorGroup: null });
        settle(entry.id, { value });
      } catch (error) {
        clearTimeout(timeout);
        sendingId = null;
        const status = isApiError(error) ? error.status : 0;
        if (isRetryable(status) || status === 401) {
          failures += 1;
          useOutboxStore.setState({ status: status === 0 ? 'offline' : 'error' });
          if (status !== 401) scheduleRetry();
          return;
        }
        remove(entry.id);
        useOutboxStore.setState({
          lastErrorCode: isApiError(error) ? error.code : 'common.internal',
          lastErrorGroup: entry.group,
        });
        settle(entry.id, { error });
      }
    }
    useOutboxStore.setState((state) => ({ status: state.lastErrorCode ? 'error' : 'saved' }));
  } finally {
    draining = false;
  }
}

/**
 * Queues a write (persisted first, then sent) and resolves with the server's answer once acknowledged; rejects
 * if the server refuses it for good (a 4xx). Network failures and 5xx are retried with backoff and when the
 * browser comes back online, also after a reload.
 */
export function enqueueWrite(entry: Omit<OutboxEntry, 'createdAt' | 'owner'>): Promise<unknown> {
  const promise = new Promise<unknown>((resolve, reject) =>
    waiting.set(entry.id, [...(waiting.get(entry.id) ?? []), { resolve, reject }]),
  );
  useOutboxStore.setState((state) => {
    // Older writes with the same key that are not on the wire (also the head while it waits for a retry).
    const stale = entry.replaceKey
      ? state.entries.filter((queued) => queued.replaceKey === entry.replaceKey && queued.id !== sendingId)
      : [];
    for (const old of stale) settle(old.id, { value: undefined });
    const kept = state.entries.filter((queued) => !stale.includes(queued));
    const sentGroups = state.sentGroups.includes(entry.group) ? state.sentGroups : [...state.sentGroups, entry.group];
    const owner = signedInOwner() ?? outboxOwner();
    return { entries: [...kept, { ...entry, createdAt: Date.now(), owner }], sentGroups };
  });
  void drainOutbox();
  return promise;
}

/** Entries of a group still waiting (e.g. to show "3 respostas por enviar"). */
export function pendingCount(group: string): number {
  return useOutboxStore.getState().entries.filter((entry) => entry.group === group).length;
}

/** Starts sending what a previous page left queued, and resends when the browser comes back online (once per page). */
let started = false;
export function startOutbox(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('online', () => {
    failures = 0;
    void drainOutbox();
  });
  void drainOutbox();
}

followSignIns(() => {
  failures = 0;
  void drainOutbox();
});
