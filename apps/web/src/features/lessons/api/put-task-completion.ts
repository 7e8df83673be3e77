import { taskCompletionResponseSchema } from '@members/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { translateError } from '../../../lib/api/translate-error.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { showToast } from '../../../lib/toast/show-toast.tsx';
import type { ModuleCache } from './use-module-cache.ts';

export interface TaskCompletion {
  lessonId: number;
  taskId: number;
  completed: boolean;
}

/** PUT /api/tasks/:id/completion {completed}. */
export function putTaskCompletion(taskId: number, completed: boolean) {
  return apiRequest(`/api/tasks/${taskId}/completion`, {
    method: 'PUT',
    body: { completed },
    schema: taskCompletionResponseSchema,
  });
}

/** Completes (or reopens) a task: optimistic, rolled back with a toast when the call fails. */
export function useCompleteTask(cache: ModuleCache) {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: ({ taskId, completed }: TaskCompletion) => putTaskCompletion(taskId, completed),
    onMutate: async ({ lessonId, taskId, completed }) => {
      await cache.cancel();
      cache.updateTask(lessonId, taskId, { completed });
    },
    onError: (error, { lessonId, taskId, completed }) => {
      cache.updateTask(lessonId, taskId, { completed: !completed });
      showToast({ type: 'error', message: `${t('lesson.tasks.completionFailed')} ${translateError(t, error)}` });
    },
    onSuccess: (response, { lessonId, taskId }) =>
      cache.updateTask(lessonId, taskId, { completed: response.completed }),
  });
}
