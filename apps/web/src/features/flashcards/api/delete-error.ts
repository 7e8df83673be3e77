import type { ErrorNotebook } from '@members/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { homeKeys } from './home-keys.ts';

/** DELETE /api/flashcards/errors/:questionId: the question leaves the notebook (204, no body: no schema). */
export function deleteError(questionId: number): Promise<unknown> {
  return apiRequest(`/api/flashcards/errors/${questionId}`, { method: 'DELETE' });
}

/** Removes a question from the notebook; on success the list drops it at once and today's counts refetch. */
export function useRemoveError() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteError,
    onSuccess: (_, questionId) => {
      client.setQueryData<ErrorNotebook>(homeKeys.errors(), (notebook) =>
        notebook ? { items: notebook.items.filter((item) => item.question_id !== questionId) } : notebook,
      );
      void client.invalidateQueries({ queryKey: homeKeys.all });
    },
  });
}
