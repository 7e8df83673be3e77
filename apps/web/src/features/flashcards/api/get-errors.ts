import { errorNotebookSchema } from '@members/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { homeKeys } from './home-keys.ts';

/** GET /api/flashcards/errors: the error notebook, newest miss first. */
export function getErrorNotebook(signal?: AbortSignal) {
  return apiRequest('/api/flashcards/errors', { schema: errorNotebookSchema, signal });
}

export function useErrorNotebook() {
  return useQuery({ queryKey: homeKeys.errors(), queryFn: ({ signal }) => getErrorNotebook(signal) });
}
