import { practiceSessionSchema, type PracticeSession } from '@members/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';
import type { FilterSelection } from './post-question-counts.ts';
import { questionKeys } from './query-keys.ts';

/** POST /api/questions/practice-sessions {filter, size}: 201 with the session; 422 questions.filter_empty. */
export function postPracticeSession(filter: FilterSelection, size: number): Promise<PracticeSession> {
  return apiRequest('/api/questions/practice-sessions', {
    method: 'POST',
    body: { filter, size },
    schema: practiceSessionSchema,
  });
}

/** "Começar treino": creates the session and keeps it in the cache for the practice screen. */
export function useCreatePracticeSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ filter, size }: { filter: FilterSelection; size: number }) => postPracticeSession(filter, size),
    onSuccess: (session) => {
      client.setQueryData(questionKeys.practiceSession(session.id), session);
      void client.invalidateQueries({ queryKey: questionKeys.practiceSessions() });
    },
  });
}
