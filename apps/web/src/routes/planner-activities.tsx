import { ComingSoonPage } from '../features/coming-soon/index.ts';

/** /planner/$id/activities: placeholder while issue 16's page is built (replaced by the planner feature's page). */
export function PlannerActivitiesRoute() {
  return <ComingSoonPage area="planner" />;
}
