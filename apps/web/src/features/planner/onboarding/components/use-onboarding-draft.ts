import { useCallback } from 'react';
import { useSessionStore } from '../../../../lib/session/session-store.ts';
import type { OnboardingDraft } from '../logic/draft.ts';
import { draftOf, useOnboardingDraftStore } from '../logic/draft-store.ts';

/** The signed-in learner's draft key: `<producer id>:<user id>`. */
export const useLearnerKey = () => useSessionStore((state) => `${state.produtor?.id ?? ''}:${state.user?.id ?? ''}`);

/** The signed-in learner's onboarding answers, and how to change or forget them (saved as they change). */
export function useOnboardingDraft() {
  const learner = useLearnerKey();
  const draft = useOnboardingDraftStore((state) => draftOf(state.drafts, learner));
  const updateOf = useOnboardingDraftStore((state) => state.update);
  const clearOf = useOnboardingDraftStore((state) => state.clear);
  const update = useCallback((patch: Partial<OnboardingDraft>) => updateOf(learner, patch), [learner, updateOf]);
  const clear = useCallback(() => clearOf(learner), [learner, clearOf]);
  /** The answers as saved this instant (a date typed then Enter is saved before the form's submit reads it). */
  const read = useCallback(() => draftOf(useOnboardingDraftStore.getState().drafts, learner), [learner]);
  return { draft, update, clear, read };
}

export type DraftUpdate = ReturnType<typeof useOnboardingDraft>['update'];
