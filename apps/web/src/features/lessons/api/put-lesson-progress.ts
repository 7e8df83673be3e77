import { lessonProgressResponseSchema, type LessonProgressResponse } from '@members/contract';
import { apiRequest, buildApiUrl } from '../../../lib/api/api-request.ts';
import { sessionHeaders } from '../../../lib/api/session-headers.ts';

const progressPath = (lessonId: number) => `/api/lessons/${lessonId}/progress`;

/**
 * PUT /api/lessons/:id/progress {position_seconds}. `keepalive` (the page is going away) sends it with
 * fetch's keepalive and the same session headers as apiRequest, so it is delivered after the page is gone.
 */
export async function putLessonProgress(
  lessonId: number,
  positionSeconds: number,
  keepalive = false,
): Promise<LessonProgressResponse> {
  const body = { position_seconds: positionSeconds };
  if (!keepalive)
    return apiRequest(progressPath(lessonId), { method: 'PUT', body, schema: lessonProgressResponseSchema });
  const headers = sessionHeaders();
  headers.set('Content-Type', 'application/json');
  const response = await fetch(buildApiUrl(progressPath(lessonId)), {
    method: 'PUT',
    headers,
    body: JSON.stringify(body),
    credentials: 'include',
    keepalive: true,
  });
  if (!response.ok) throw new Error(`Progress not saved: HTTP ${response.status}`);
  return lessonProgressResponseSchema.parse(await response.json());
}
