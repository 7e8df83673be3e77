import { assistantConversationListSchema, assistantConversationSchema } from '@members/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { assistantKeys } from './query-keys.ts';

/** GET /api/assistant/conversations: the learner's conversations, the latest first. */
export const useAssistantConversations = () =>
  useQuery({
    queryKey: assistantKeys.conversations(),
    queryFn: ({ signal }) =>
      apiRequest('/api/assistant/conversations', { schema: assistantConversationListSchema, signal }),
  });

/** GET /api/assistant/conversations/:id: one conversation with its messages. */
export function getAssistantConversation(id: string, signal?: AbortSignal) {
  return apiRequest(`/api/assistant/conversations/${encodeURIComponent(id)}`, {
    schema: assistantConversationSchema,
    signal,
  });
}

/** DELETE one conversation (an id) or all of them (null); the list refetches. */
export function useDeleteConversations() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string | null) =>
      // No schema: the API answers 204 without a body.
      apiRequest(
        id === null ? '/api/assistant/conversations' : `/api/assistant/conversations/${encodeURIComponent(id)}`,
        {
          method: 'DELETE',
        },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: assistantKeys.conversations() }),
  });
}
