import { getRouteApi } from '@tanstack/react-router';
import { PlanPage } from '../features/planner/index.ts';
import { planIdOf } from './planner-params.ts';

const route = getRouteApi('/shell/planner/$id');

/** /planner/{id}: the plan, its calendar, coverage, shares, settings and history. */
export function PlannerPlanRoute() {
  const { id } = route.useParams();
  return <PlanPage key={id} id={planIdOf(id)} />;
}
