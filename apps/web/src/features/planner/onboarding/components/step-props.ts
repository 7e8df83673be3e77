import type { PlannerOptions } from '@members/contract';
import type { OnboardingDraft } from '../logic/draft.ts';
import type { StepIssues } from '../logic/step-validation.ts';
import type { DraftUpdate } from './use-onboarding-draft.ts';

/** What every step gets: the answers, how to change them, what the last check found, the options. */
export interface StepProps {
  draft: OnboardingDraft;
  update: DraftUpdate;
  issues: StepIssues;
  options: PlannerOptions;
}
