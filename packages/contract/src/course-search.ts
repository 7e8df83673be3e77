import { z } from 'zod';
import { contentTypeSchema, courseSchema, pagedSchema, pageQueryShape } from './courses.ts';

/** GET /api/search and GET /api/courses/:uuid/search. */
export const searchQuerySchema = z.object({
  q: z.string('field.required').trim().min(2, 'field.too_short').max(120, 'field.too_long'),
  ...pageQueryShape,
});
const lessonHitSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** A short excerpt of the body around the match. */
  snippet: z.string(),
  course_uuid: z.string(),
  course_name: z.string(),
  course_kind: contentTypeSchema,
  module_id: z.number().int(),
  module_title: z.string(),
  access: z.boolean(),
  watched: z.boolean(),
  /** In-app path that opens the lesson. */
  link: z.string(),
});
export type LessonHit = z.infer<typeof lessonHitSchema>;
export const searchResponseSchema = z.object({
  query: z.string(),
  courses: z.array(courseSchema),
  lessons: pagedSchema(lessonHitSchema),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
export const courseSearchResponseSchema = z.object({ query: z.string(), lessons: pagedSchema(lessonHitSchema) });
export type CourseSearchResponse = z.infer<typeof courseSearchResponseSchema>;
