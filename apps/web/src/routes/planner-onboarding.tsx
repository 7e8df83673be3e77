import { getRouteApi } from '@tanstack/react-router';
import { OnboardingPage } from '../features/planner/index.ts';

const route = getRouteApi('/shell/planner/onboarding');

/** /planner/onboarding: the wizard that sets up the learner's study plan (issue 16); `?novo=1` replaces the active one. */
export function PlannerOnboardingRoute() {
  const { novo } = route.useSearch();
  return <OnboardingPage replacing={novo === '1'} />;
}
