import { lessonProgressResponseSchema, type LessonProgressResponse } from '@members/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { translateError } from '../../../lib/api/translate-error.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { showToast } from '../../../lib/toast/show-toast.tsx';
import type { ModuleCache } from './use-module-cache.ts';

/** POST /api/lessons/:id/watched {watched}: marks (or unmarks) a lesson by hand. */
export function postLessonWatched(lessonId: number, watched: boolean): Promise<LessonProgressResponse> {
  return apiRequest(`/api/lessons/${lessonId}/watched`, {
    method: 'POST',
    body: { watched },
    schema: lessonProgressResponseSchema,
  });
}

/** The "Marcar como assistida" toggle: optimistic, rolled back with a toast when the call fails. */
export function useToggleWatched(cache: ModuleCache) {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: ({ lessonId, watched }: { lessonId: number; watched: boolean }) => postLessonWatched(lessonId, watched),
    onMutate: async ({ lessonId, watched }) => {
      await cache.cancel();
      cache.updateLesson(lessonId, { watched });
    },
    onError: (error, { lessonId, watched }) => {
      cache.updateLesson(lessonId, { watched: !watched });
      showToast({ type: 'error', message: `${t('lesson.watched.failed')} ${translateError(t, error)}` });
    },
    onSuccess: (response, { lessonId }) => cache.updateLesson(lessonId, { watched: response.watched }),
  });
}
