/** The planner's pages for their routes (issue 16). Each screen adds its own export lines. */
export { PlanPage } from './plan/plan-page.tsx';
export { ActivitiesPage } from './activities/activities-page.tsx';
export { OnboardingPage } from './onboarding/components/onboarding-page.tsx';
