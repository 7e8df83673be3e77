import { practiceSessionListSchema } from '@members/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { questionKeys } from './query-keys.ts';

/** How many of the newest sessions are looked at for the latest unfinished one. */
const recentSessions = 10;

/** GET /api/questions/practice-sessions: the learner's sessions, newest first (first page). */
export function getPracticeSessions(signal?: AbortSignal) {
  return apiRequest('/api/questions/practice-sessions', {
    query: { page: 1, per_page: recentSessions },
    schema: practiceSessionListSchema,
    signal,
  });
}

export const practiceSessionsQueryOptions = () =>
  queryOptions({
    queryKey: questionKeys.practiceSessions(),
    // Read by the route's loader just before the page mounts (app/route-tree/prefetch-reads.ts): not again.
    staleTime: 5_000,
    queryFn: ({ signal }) => getPracticeSessions(signal),
  });

type SessionPage = Awaited<ReturnType<typeof getPracticeSessions>>;

/** The sessions, how many there are, and the latest one not finished yet. */
const recent = (page: SessionPage) => ({
  sessions: page.results,
  total: page.total_results,
  unfinished: page.results.find((session) => session.next_position !== null) ?? null,
});

/** The learner's recent sessions, and the latest one not finished yet ("Continuar"). */
export function useRecentPracticeSessions() {
  return useQuery({ ...practiceSessionsQueryOptions(), select: recent });
}
