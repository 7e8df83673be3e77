import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { emptyDraft, type OnboardingDraft } from './draft.ts';

/** Whose draft it is: `<producer id>:<user id>` (another learner on this browser starts from scratch). */
export type LearnerKey = string;

interface DraftStoreState {
  drafts: Record<LearnerKey, OnboardingDraft>;
  /** Merges answers into the learner's draft (a new draft when she has none). */
  update: (learner: LearnerKey, patch: Partial<OnboardingDraft>) => void;
  /** Forgets the learner's draft (after the plan is created). */
  clear: (learner: LearnerKey) => void;
}

export const onboardingDraftStoreId = 'planner-onboarding-draft';

/**
 * The onboarding's answers per learner, in localStorage: a reload, or coming back days later, resumes at the
 * step she left, with every answer given.
 */
export const useOnboardingDraftStore = create<DraftStoreState>()(
  persist(
    (set) => ({
      drafts: {},
      update: (learner, patch) =>
        set(({ drafts }) => ({ drafts: { ...drafts, [learner]: { ...(drafts[learner] ?? emptyDraft()), ...patch } } })),
      clear: (learner) =>
        set(({ drafts }) => {
          const { [learner]: _cleared, ...others } = drafts;
          return { drafts: others };
        }),
    }),
    {
      name: onboardingDraftStoreId,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ drafts }) => ({ drafts }),
      // A draft saved by an older version of the page gets the fields it lacks.
      merge: (persisted, current) => {
        const saved = (persisted as { drafts?: Record<LearnerKey, Partial<OnboardingDraft>> } | undefined)?.drafts;
        const drafts = Object.fromEntries(
          Object.entries(saved ?? {}).map(([learner, draft]) => [learner, { ...emptyDraft(), ...draft }]),
        );
        return { ...current, drafts };
      },
    },
  ),
);

/** One empty draft for every selector that finds none (a new object each time would render forever). */
const noDraft: OnboardingDraft = emptyDraft();

/** The learner's draft, or the empty one. */
export const draftOf = (drafts: Record<LearnerKey, OnboardingDraft>, learner: LearnerKey): OnboardingDraft =>
  drafts[learner] ?? noDraft;
