import { getRouteApi } from '@tanstack/react-router';
import { ActivitiesPage } from '../features/planner/index.ts';

const route = getRouteApi('/shell/planner/$id/activities');

/** A positive whole id, or null (an address like /planner/abc/activities shows the not-found state without asking). */
const planId = (text: string) => (/^[1-9]\d{0,9}$/.test(text) ? Number(text) : null);

/** /planner/{id}/activities?dia=YYYY-MM-DD: the day's activities (today without `dia`). */
export function PlannerActivitiesRoute() {
  const { id } = route.useParams();
  const { dia } = route.useSearch();
  const day = dia !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(dia) ? dia : undefined;
  return <ActivitiesPage key={id} planId={planId(id)} day={day} />;
}
