import { z } from 'zod';
import { apostilaSchema, contentTypeSchema, moduleSummarySchema, type ContentType } from './courses.ts';

/** Lessons (spec §3 Lesson/video item, Task, Flashcard track), the module page and the learner's progress. */

/** Flashcard track status (spec §4), derived from the status text by `flashcardTrackStatus`. */
const flashcardTrackStatuses = ['concluido', 'em_progresso', 'nao_iniciado'] as const;
export type FlashcardTrackStatus = (typeof flashcardTrackStatuses)[number];

const flashcardSchema = z.object({ id: z.number().int(), frente: z.string(), verso: z.string() });
/** A flashcard track attached to a lesson (spec §3, trilhasFlashcard). */
const flashcardTrackSchema = z.object({
  id: z.number().int(),
  titulo: z.string(),
  descricao: z.string().nullable(),
  /** The status text as stored (e.g. "Em andamento"); `flashcardTrackStatus` maps it. */
  status: z.string(),
  total_flashcards: z.number().int(),
  flashcards_respondidos: z.number().int(),
  progresso_count: z.number().int(),
  flashcards: z.object({
    todos: z.array(flashcardSchema),
    respondidos: z.object({
      todos: z.array(flashcardSchema),
      /** Answered cards grouped by the learner's last answer (errei, dificil, bom, facil). */
      por_resposta: z.record(z.string(), z.array(flashcardSchema)),
    }),
    nao_respondidos: z.array(flashcardSchema),
  }),
});
export type FlashcardTrack = z.infer<typeof flashcardTrackSchema>;

const taskTypes = ['apostila', 'link', 'trilha_questoes', 'trilha_flashcard'] as const;
/** A task of a lesson (spec §3): a handout, a link, a question track, or a flashcard track. */
const taskSchema = z.object({
  /** Lesson tasks by their id; flashcard-track tasks by the track id (`model_type` tells them apart). */
  id: z.number().int(),
  label: z.string(),
  subtitle: z.string().nullable(),
  type: z.enum(taskTypes),
  completed: z.boolean(),
  model_type: z.enum(['LessonTask', 'TrilhaFlashcard']),
  /** Where the task goes (in-app path or external URL); handouts download instead. */
  link: z.string().nullable(),
  /** The learner has no access to it (locked lesson). */
  restricted: z.boolean(),
  apostila: apostilaSchema.nullable(),
  /** For flashcard tracks: status, percentage and counts. */
  data: z
    .object({
      status: z.enum(flashcardTrackStatuses),
      percentage: z.number().int(),
      total: z.number().int(),
      answered: z.number().int(),
    })
    .nullable(),
});
export type Task = z.infer<typeof taskSchema>;

/** A lesson (spec §3, Lesson/video item). A locked lesson carries no video, body or tasks' files. */
export const lessonSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Seconds. */
  video_duration: z.number().int(),
  published_at: z.string(),
  /** Vimeo id, or null when the API serves the video as a file (`video_url`). */
  video_external_id: z.string().nullable(),
  /** The file of the lesson, streamed with range requests and the session cookie; null for Vimeo lessons. */
  video_url: z.string().nullable(),
  video_image_base_uri: z.string(),
  access: z.boolean(),
  watched: z.boolean(),
  /** Same as `watched`, as the Portuguese field older clients read. */
  assistido: z.boolean(),
  /** Where the learner stopped, in seconds. */
  position_seconds: z.number().int(),
  drm_info: z.object({ provider: z.string(), license_url: z.string().nullable() }).nullable(),
  /** Markdown-light text: paragraphs separated by blank lines, lines starting with "- " are list items. */
  body: z.string(),
  /** Average rating (one decimal), 0 when none. */
  rating: z.number(),
  my_rating: z.number().int().nullable(),
  total_ratings: z.number().int(),
  module_id: z.number().int(),
  position: z.number().int(),
  tasks: z.array(taskSchema),
  trilhasFlashcard: z.array(flashcardTrackSchema),
});
export type Lesson = z.infer<typeof lessonSchema>;

/** GET /api/courses/:uuid/modules/:moduleId: the module page's data. */
export const moduleDetailSchema = z.object({
  course: z.object({
    uuid: z.string(),
    kind: contentTypeSchema,
    name: z.string(),
    access: z.boolean(),
    purchase_url: z.string().nullable(),
    modules: z.array(moduleSummarySchema),
  }),
  module: moduleSummarySchema,
  lessons: z.array(lessonSchema),
  /** The first lesson of the neighbouring modules, for "next" and "previous" across modules. */
  previous_module_id: z.number().int().nullable(),
  next_module_id: z.number().int().nullable(),
});
export type ModuleDetail = z.infer<typeof moduleDetailSchema>;

/** PUT /api/lessons/:id/progress: saved while playing (at most every few seconds) and on leaving. */
export const lessonProgressSchema = z.object({
  position_seconds: z.number('field.invalid').min(0, 'field.too_small').max(86_400, 'field.too_large'),
});
/** POST /api/lessons/:id/watched: marks (or unmarks) by hand. */
export const lessonWatchedSchema = z.object({ watched: z.boolean('field.invalid') });
export const lessonProgressResponseSchema = z.object({
  position_seconds: z.number().int(),
  watched: z.boolean(),
  assistido: z.boolean(),
});
export type LessonProgressResponse = z.infer<typeof lessonProgressResponseSchema>;

/** PUT /api/lessons/:id/rating: 1–5 stars, one per learner (a new one replaces it). */
export const lessonRatingSchema = z.object({
  rating: z
    .number('courses.rating_invalid')
    .int('courses.rating_invalid')
    .min(1, 'courses.rating_invalid')
    .max(5, 'courses.rating_invalid'),
});
export const lessonRatingResponseSchema = z.object({
  rating: z.number(),
  my_rating: z.number().int().nullable(),
  total_ratings: z.number().int(),
});
export type LessonRatingResponse = z.infer<typeof lessonRatingResponseSchema>;

/** PUT /api/tasks/:id/completion. */
export const taskCompletionSchema = z.object({ completed: z.boolean('field.invalid') });
export const taskCompletionResponseSchema = z.object({ id: z.number().int(), completed: z.boolean() });

/** A course in the learner's progress list (spec §3, User course progress item). */
const userCourseProgressItemSchema = z.object({
  /** The course uuid. */
  id: z.string(),
  kind: contentTypeSchema,
  title: z.string(),
  description: z.string(),
  backdrop_path: z.string(),
  poster_path: z.string(),
  popularity: z.number(),
  purchase_url: z.string().nullable(),
  duration_in_hours: z.number(),
  access_status: z.enum(['liberado', 'bloqueado']),
  total_aulas: z.number().int(),
  total_aulas_assistidas: z.number().int(),
  total_trilhas: z.number().int(),
  total_trilhas_flashcards: z.number().int(),
  total_tasks: z.number().int(),
  tasks_completed: z.number().int(),
  /** In-app path of the lesson watched last, null when none. */
  last_watched_lesson_link: z.string().nullable(),
  total_apostilas: z.number().int(),
  /** 1-based rank: the course watched most recently first. */
  order: z.number().int(),
});
export type UserCourseProgressItem = z.infer<typeof userCourseProgressItemSchema>;
/** GET /api/user/courses: the courses the learner started, the most recent first. */
export const userCourseProgressResponseSchema = z.object({ results: z.array(userCourseProgressItemSchema) });

/** The in-app path of a lesson: the module page with the lesson selected. */
export function lessonLink(kind: ContentType, courseUuid: string, moduleId: number, lessonId: number): string {
  return `/${kind}/${courseUuid}/module/${moduleId}?aula=${lessonId}`;
}
