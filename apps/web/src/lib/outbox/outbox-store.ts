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
  /** Who queued it (`<producer id>:<user id>`, see outbox-owner.ts); absent in entries of the previous version. */
  owner?: string | null;
}

export type OutboxStatus = 'idle' | 'saving' | 'saved' | 'offline' | 'error';

export interface OutboxState {
  /** The shown learner's writes, in order: the ones sent and counted. */
  entries: OutboxEntry[];
  /** Other learners' writes, kept until they sign in again on this browser. */
  held: OutboxEntry[];
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
    (): OutboxState => ({
      entries: [],
      held: [],
      status: 'idle',
      lastErrorCode: null,
      lastErrorGroup: null,
      sentGroups: [],
    }),
    {
      name: 'answer-outbox',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ entries, held }) => ({ entries, held }),
    },
  ),
);
