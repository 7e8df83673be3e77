import { getRouteApi } from '@tanstack/react-router';
import { ActivitiesPage } from '../features/planner/index.ts';
import { askedDayOf, planIdOf } from './planner-params.ts';

const route = getRouteApi('/shell/planner/$id/activities');

/** /planner/{id}/activities?dia=YYYY-MM-DD: the day's activities (today without `dia`). */
export function PlannerActivitiesRoute() {
  const { id } = route.useParams();
  const { dia } = route.useSearch();
  return <ActivitiesPage key={id} planId={planIdOf(id)} day={askedDayOf(dia)} />;
}
