import { OnboardingPage } from '../features/planner/index.ts';

/** /planner/onboarding: the wizard that sets up the learner's study plan (issue 16). */
export function PlannerOnboardingRoute() {
  return <OnboardingPage />;
}
