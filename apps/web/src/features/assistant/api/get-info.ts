import { assistantInfoSchema, type AssistantInfo } from '@members/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { assistantKeys } from './query-keys.ts';

/** GET /api/assistant: the assistant's name and image, today's allowance and the suggested questions. */
export function getAssistantInfo(signal?: AbortSignal): Promise<AssistantInfo> {
  return apiRequest('/api/assistant', { schema: assistantInfoSchema, signal });
}

export const assistantInfoQueryOptions = () =>
  queryOptions({ queryKey: assistantKeys.info(), queryFn: ({ signal }) => getAssistantInfo(signal) });

export const useAssistantInfo = () => useQuery(assistantInfoQueryOptions());
