import { z } from 'zod';

/**
 * Courses and lessons (issue 4). The spec shows the field names (§3) but not the calls; these are ours.
 * Every course, module, lesson and file belongs to the producer of the session: another producer's id
 * answers 404, exactly like an id that does not exist.
 */

/** The three values `/{type}` accepts (spec §5): `courses` (courses), `movie` (single talks), `tv` (series). */
export const contentTypes = ['courses', 'movie', 'tv'] as const;
export const contentTypeSchema = z.enum(contentTypes);
export type ContentType = z.infer<typeof contentTypeSchema>;

/** Error codes of courses and lessons (translated under `errors.<code>`). */
export const courseErrorCodes = [
  /** 403: the learner has no access to the lesson or file; `data.purchase_url` says where to buy it. */
  'courses.lesson_locked',
  /** 416: a range request outside the video file. */
  'courses.range_not_satisfiable',
  /** The field message of a rating outside 1–5 (in a 422 common.validation_failed). */
  'courses.rating_invalid',
] as const;
export type CourseErrorCode = (typeof courseErrorCodes)[number];

const uuidParam = z.uuid('field.invalid');
/** Ids in paths are positive integers; anything else is 422 `common.validation_failed`. */
const idParam = z.coerce.number('field.invalid').int('field.invalid').positive('field.invalid').max(2_147_483_647, 'field.invalid');

export const courseParamsSchema = z.object({ uuid: uuidParam });
export const moduleParamsSchema = z.object({ uuid: uuidParam, moduleId: idParam });
export const lessonParamsSchema = z.object({ id: idParam });
export const taskParamsSchema = z.object({ id: idParam });
export const apostilaParamsSchema = z.object({ id: idParam });

/** A page of any listing: `{ page, total_pages, total_results, results }` (spec §3). */
export const pageQueryShape = {
  page: z.coerce.number('field.invalid').int('field.invalid').min(1, 'field.too_small').max(100_000, 'field.too_large').default(1),
  per_page: z.coerce.number('field.invalid').int('field.invalid').min(1, 'field.too_small').max(100, 'field.too_large').default(20),
};
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    page: z.number().int(),
    total_pages: z.number().int(),
    total_results: z.number().int(),
    results: z.array(item),
  });
}

/** GET /api/courses: filters by kind, category (slug or `no`) and text; accessible courses first. */
export const courseListQuerySchema = z.object({
  type: contentTypeSchema.optional(),
  /** A category slug (`/{type}/{category}/{query}`) or its number (`/genre/{no}/...`). */
  category: z.string().trim().max(80, 'field.too_long').optional(),
  /** Text in the name or description, accent-insensitive. */
  q: z.string().trim().max(120, 'field.too_long').optional(),
  ...pageQueryShape,
});
export type CourseListQuery = z.input<typeof courseListQuerySchema>;

export const courseCategorySchema = z.object({
  /** The number of `/genre/{no}/tv|movie`. */
  no: z.number().int(),
  slug: z.string(),
  name: z.string(),
});
export type CourseCategory = z.infer<typeof courseCategorySchema>;

/** A course in a listing (spec §3, Course/offer). Counts in `modules` and `attachments`; the detail lists them. */
export const courseSchema = z.object({
  uuid: z.string(),
  kind: contentTypeSchema,
  name: z.string(),
  description: z.string(),
  popularity: z.number(),
  image_uri: z.string(),
  hero_image_uri: z.string(),
  /** Where to buy it; set on every course the learner cannot open. */
  purchase_url: z.string().nullable(),
  duration_in_hours: z.number(),
  trailer_vimeo_id: z.string().nullable(),
  total_videos: z.number().int(),
  /** Number of handouts (apostilas). */
  attachments: z.number().int(),
  /** Number of modules. */
  modules: z.number().int(),
  /** The learner may open it (purchase, grant or freemium, not ended). */
  access: z.boolean(),
  /** Access kind that opens it: `compra`, `concessao`, `freemium`, or null when locked. */
  access_kind: z.enum(['compra', 'concessao', 'freemium']).nullable(),
  /** End of the access that opens it (ISO), null when it does not end or is locked. */
  access_ends_at: z.string().nullable(),
  /** Hours as shown on cards, e.g. "12h30". */
  horas: z.string(),
  /** Number of lessons (aulas). */
  aula: z.number().int(),
  /** Number of modules (módulos). */
  modulo: z.number().int(),
  /** The offer that sells it, when locked. */
  oferta: z.object({ purchase_url: z.string(), label: z.string() }).nullable(),
  categories: z.array(courseCategorySchema),
  featured: z.boolean(),
  /** Share of the lessons the learner watched, 0–100. */
  progress: z.number().int(),
});
export type Course = z.infer<typeof courseSchema>;
export const courseListResponseSchema = pagedSchema(courseSchema);
export type CourseListResponse = z.infer<typeof courseListResponseSchema>;

/** GET /api/courses/categories: the categories with at least one course of the kind. */
export const categoryListQuerySchema = z.object({ type: contentTypeSchema.optional() });
export const categoryListResponseSchema = z.object({
  results: z.array(courseCategorySchema.extend({ total: z.number().int() })),
});

/** A handout of a course or lesson: downloaded with the session at `download_url`. */
export const apostilaSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  /** The file name the download saves as. */
  file_name: z.string(),
  /** Bytes. */
  tamanho: z.number().int(),
  content_type: z.string(),
  download_url: z.string(),
});
export type Apostila = z.infer<typeof apostilaSchema>;

/** A module in the course detail, with the learner's counters. */
export const moduleSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  position: z.number().int(),
  total_aulas: z.number().int(),
  total_aulas_assistidas: z.number().int(),
  duration_in_minutes: z.number().int(),
});
export type ModuleSummary = z.infer<typeof moduleSummarySchema>;

/** GET /api/courses/:uuid: the course, its modules in order, its handouts and the learner's progress. */
export const courseDetailSchema = courseSchema.omit({ modules: true, attachments: true }).extend({
  modules: z.array(moduleSummarySchema),
  attachments: z.array(apostilaSchema),
  total_aulas_assistidas: z.number().int(),
  /** Where "Continuar" goes: the last lesson watched, else the first lesson. Null when the course is empty. */
  last_watched_lesson_link: z.string().nullable(),
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;

/** Flashcard track status (spec §4), derived from the status text by `flashcardTrackStatus`. */
export const flashcardTrackStatuses = ['concluido', 'em_progresso', 'nao_iniciado'] as const;
export type FlashcardTrackStatus = (typeof flashcardTrackStatuses)[number];

export const flashcardSchema = z.object({ id: z.number().int(), frente: z.string(), verso: z.string() });
/** A flashcard track attached to a lesson (spec §3, trilhasFlashcard). */
export const flashcardTrackSchema = z.object({
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

export const taskTypes = ['apostila', 'link', 'trilha_questoes', 'trilha_flashcard'] as const;
/** A task of a lesson (spec §3): a handout, a link, a question track, or a flashcard track. */
export const taskSchema = z.object({
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
export const lessonRatingSchema = z.object({ rating: z.number('courses.rating_invalid').int('courses.rating_invalid').min(1, 'courses.rating_invalid').max(5, 'courses.rating_invalid') });
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
export const userCourseProgressItemSchema = z.object({
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

/** GET /api/search and GET /api/courses/:uuid/search. */
export const searchQuerySchema = z.object({
  q: z.string('field.required').trim().min(2, 'field.too_short').max(120, 'field.too_long'),
  ...pageQueryShape,
});
export const lessonHitSchema = z.object({
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

/** The in-app path of a lesson: the module page with the lesson selected. */
export function lessonLink(kind: ContentType, courseUuid: string, moduleId: number, lessonId: number): string {
  return `/${kind}/${courseUuid}/module/${moduleId}?aula=${lessonId}`;
}
