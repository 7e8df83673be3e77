import { lessonRatingResponseSchema, type LessonRatingResponse } from '@members/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { translateError } from '../../../lib/api/translate-error.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { showToast } from '../../../lib/toast/show-toast.tsx';
import type { ModuleCache } from './use-module-cache.ts';

/** PUT /api/lessons/:id/rating {rating}: the learner's 1–5 stars (a new one replaces the old). */
export function putLessonRating(lessonId: number, rating: number): Promise<LessonRatingResponse> {
  return apiRequest(`/api/lessons/${lessonId}/rating`, {
    method: 'PUT',
    body: { rating },
    schema: lessonRatingResponseSchema,
  });
}

/** Rates a lesson: the own rating shows at once; the average and count come from the answer. */
export function useRateLesson(cache: ModuleCache) {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: ({ lessonId, rating }: { lessonId: number; rating: number; previous: number | null }) =>
      putLessonRating(lessonId, rating),
    onMutate: async ({ lessonId, rating }) => {
      await cache.cancel();
      cache.updateLesson(lessonId, { my_rating: rating });
    },
    onError: (error, { lessonId, previous }) => {
      cache.updateLesson(lessonId, { my_rating: previous });
      showToast({ type: 'error', message: `${t('lesson.rating.failed')} ${translateError(t, error)}` });
    },
    onSuccess: (response, { lessonId }) => cache.updateLesson(lessonId, response),
  });
}
