import { performanceSchema } from '@members/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { questionKeys } from './query-keys.ts';

export const performanceDays = 30;

/** GET /api/questions/performance?days=N: answered, correct, by subject and by day. */
export function getPerformance(days: number, signal?: AbortSignal) {
  return apiRequest('/api/questions/performance', { query: { days }, schema: performanceSchema, signal });
}

export function usePerformance(days = performanceDays) {
  return useQuery({ queryKey: questionKeys.performance(days), queryFn: ({ signal }) => getPerformance(days, signal) });
}
