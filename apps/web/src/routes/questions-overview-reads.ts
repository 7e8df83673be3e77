import type { QueryClient } from '@tanstack/react-query';
import { casesInProgressQueryOptions } from '../features/clinical-cases/api/get-in-progress.ts';
import { flashcardStatsQueryOptions } from '../features/flashcards/api/get-stats.ts';
import { performanceQueryOptions } from '../features/questions/api/get-performance.ts';
import { practiceSessionsQueryOptions } from '../features/questions/api/get-practice-sessions.ts';
import { questionTracksQueryOptions } from '../features/questions/api/get-question-tracks.ts';
import { simuladosQueryOptions } from '../features/simulados/api/get-simulados.ts';

/**
 * /questoes' reads, all at once (app/route-tree/prefetch-reads.ts): the overview's three, and its slots' (the
 * retention panel's statistics, the cases in progress, the simulados), which otherwise start only once the
 * overview has its data, and then push the page down as they arrive.
 */
export function prefetch(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(performanceQueryOptions());
  void queryClient.prefetchQuery(practiceSessionsQueryOptions());
  void queryClient.prefetchQuery(questionTracksQueryOptions());
  void queryClient.prefetchQuery(simuladosQueryOptions());
  void queryClient.prefetchQuery(casesInProgressQueryOptions());
  void queryClient.prefetchQuery(flashcardStatsQueryOptions());
}
