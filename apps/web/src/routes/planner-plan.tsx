import { getRouteApi } from '@tanstack/react-router';
import { PlanPage } from '../features/planner/index.ts';

const route = getRouteApi('/shell/planner/$id');

/** A positive whole id, or null (an address like /planner/abc shows the not-found state without asking). */
const planId = (text: string) => (/^[1-9]\d{0,9}$/.test(text) ? Number(text) : null);

/** /planner/{id}: the plan, its calendar, coverage, shares, settings and history. */
export function PlannerPlanRoute() {
  const { id } = route.useParams();
  return <PlanPage key={id} id={planId(id)} />;
}
