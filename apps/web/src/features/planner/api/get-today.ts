import type { PlannerToday } from '@members/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { plannerKeys } from './query-keys.ts';

/**
 * The answer's schema, loaded with the answer: home is a first-paint-adjacent page and this call sits in its chunk,
 * so the contract (and zod) must not (ARCHITECTURE.md, "Every call passes schema").
 */
function loadTodaySchema() {
  const loading = import('./response-schemas.ts').then((schemas) => schemas.plannerTodaySchema);
  loading.catch(() => undefined); // a request that fails first leaves it unawaited: not an unhandled rejection
  return loading;
}

/** GET /api/planner/today: the active plan and its day today (home's slot); both null without an active plan. */
export function getPlannerToday(signal?: AbortSignal): Promise<PlannerToday> {
  return apiRequest('/api/planner/today', { schema: loadTodaySchema(), signal });
}

export const plannerTodayQueryOptions = () =>
  queryOptions({ queryKey: plannerKeys.today(), queryFn: ({ signal }) => getPlannerToday(signal) });

/** Asked again when the learner comes back to the tab: work done elsewhere ticks today's activities. */
export const usePlannerToday = () => useQuery({ ...plannerTodayQueryOptions(), refetchOnWindowFocus: true });
