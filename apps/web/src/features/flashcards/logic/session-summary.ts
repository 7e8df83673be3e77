import type { Rating } from '@members/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { SessionState } from '../../../lib/session/session-store.ts';
import { ratingTally, type SessionReview } from './study-session.ts';

/** What /flashcards/completion shows of the session just finished. */
export interface SessionSummary {
  reviewed: number;
  ratings: Record<Rating, number>;
  /** From the first item shown to the last rating, in seconds. */
  seconds: number;
  finishedAt: number;
  /** Whose session it was (`<producer id>:<user id>`): another learner signing in on this tab does not see it. */
  learner: string;
}

export function summarize(
  reviews: readonly SessionReview[],
  startedAt: number,
  learner: string,
  now = Date.now(),
): SessionSummary {
  const last = reviews.at(-1)?.at ?? now;
  return {
    reviewed: reviews.length,
    ratings: ratingTally(reviews),
    seconds: Math.max(0, Math.round((last - startedAt) / 1000)),
    finishedAt: now,
    learner,
  };
}

/** The signed-in learner as a summary records it. */
export const learnerOf = (state: Pick<SessionState, 'produtor' | 'user'>) =>
  `${state.produtor?.id ?? ''}:${state.user?.id ?? ''}`;

interface SummaryState {
  summary: SessionSummary | null;
  setSummary: (summary: SessionSummary) => void;
}

/** The last session's summary, kept for this tab only (sessionStorage): a reload of the completion keeps it. */
export const useSessionSummary = create<SummaryState>()(
  persist((set): SummaryState => ({ summary: null, setSummary: (summary) => set({ summary }) }), {
    name: 'flashcard-session-summary',
    storage: createJSONStorage(() => sessionStorage),
    partialize: ({ summary }) => ({ summary }),
  }),
);
