import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** A write waiting for the server's acknowledgement; `id` is its idempotency key (the server deduplicates by it). */
export interface OutboxEntry {
  id: string;
  method: 'POST' | 'PUT';
  path: string;
  body: unknown;
  /** Entries of one group (e.g. `simulado:12`) share a status indicator. */
  group: string;
  /** A newer entry with the same key replaces an older one not sent yet (e.g. the answer to one question). */
  replaceKey?: string;
  createdAt: number;
}

export type OutboxStatus = 'idle' | 'saving' | 'saved' | 'offline' | 'error';

export interface OutboxState {
  entries: OutboxEntry[];
  status: OutboxStatus;
  /** The code of the last refusal (a 4xx the server will not change its mind about), until the next success. */
  lastErrorCode: string | null;
  /** Group of that refusal. */
  lastErrorGroup: string | null;
  /** Groups that queued a write in this page's life (not persisted): a screen says "Salvo" only once it sent something. */
  sentGroups: string[];
}

/** Persisted in localStorage under `answer-outbox`: a reload, a closed tab or a crash loses nothing queued. */
export const useOutboxStore = create<OutboxState>()(
  persist(
    (): OutboxState => ({ entries: [], status: 'idle', lastErrorCode: null, lastErrorGroup: null, sentGroups: [] }),
    {
      name: 'answer-outbox',
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ entries: state.entries }),
    },
  ),
);
