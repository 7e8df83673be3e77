import { z } from 'zod';

/**
 * Courses and lessons (issue 4). The spec shows the field names (§3) but not the calls; these are ours.
 * Every course, module, lesson and file belongs to the producer of the session: another producer's id
 * answers 404, exactly like an id that does not exist.
 */

/** The three values `/{type}` accepts (spec §5): `courses` (courses), `movie` (single talks), `tv` (series). */
const contentTypes = ['courses', 'movie', 'tv'] as const;
export const contentTypeSchema = z.enum(contentTypes);
export type ContentType = z.infer<typeof contentTypeSchema>;

/**
 * Error codes of courses and lessons (translated under `errors.<code>`).
 * @public The module's catalog of codes, read by people adding one (ARCHITECTURE.md, recipe: add an error code);
 * no code imports the list itself.
 */
export const courseErrorCodes = [
  /** 403: the learner has no access to the lesson or file; `data.purchase_url` says where to buy it. */
  'courses.lesson_locked',
  /** 416: a range request outside the video file. */
  'courses.range_not_satisfiable',
  /** The field message of a rating outside 1–5 (in a 422 common.validation_failed). */
  'courses.rating_invalid',
] as const;

const uuidParam = z.uuid('field.invalid');
/** Ids in paths are positive integers; anything else is 422 `common.validation_failed`. */
const idParam = z.coerce
  .number('field.invalid')
  .int('field.invalid')
  .positive('field.invalid')
  .max(2_147_483_647, 'field.invalid');

export const courseParamsSchema = z.object({ uuid: uuidParam });
export const moduleParamsSchema = z.object({ uuid: uuidParam, moduleId: idParam });
export const lessonParamsSchema = z.object({ id: idParam });
export const taskParamsSchema = z.object({ id: idParam });
export const apostilaParamsSchema = z.object({ id: idParam });
/** `?inline=1`: a PDF handout opens in the browser's viewer (an assistant citation's `#page=N`) instead of downloading. */
export const apostilaDownloadQuerySchema = z.object({ inline: z.enum(['1'], 'field.invalid').optional() });

/** A page of any listing: `{ page, total_pages, total_results, results }` (spec §3). */
export const pageQueryShape = {
  page: z.coerce
    .number('field.invalid')
    .int('field.invalid')
    .min(1, 'field.too_small')
    .max(100_000, 'field.too_large')
    .default(1),
  per_page: z.coerce
    .number('field.invalid')
    .int('field.invalid')
    .min(1, 'field.too_small')
    .max(100, 'field.too_large')
    .default(20),
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

const courseCategorySchema = z.object({
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
