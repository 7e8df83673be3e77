import { ComingSoonPage } from '../features/coming-soon/index.ts';

/** /planner/onboarding: placeholder while issue 16's page is built (replaced by the planner feature's page). */
export function PlannerOnboardingRoute() {
  return <ComingSoonPage area="planner" />;
}
