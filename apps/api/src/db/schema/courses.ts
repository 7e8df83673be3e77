import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { producers } from './producers.ts';
import { questionCategories, questions } from './questions.ts';

export const contentKinds = ['courses', 'movie', 'tv'] as const;

/** A category of a producer's courses; `id` is the `no` of `/genre/{no}/...`, `slug` the `{category}` of listings. */
export const courseCategories = pgTable(
  'course_categories',
  {
    id: serial().primaryKey(),
    producer_id: uuid()
      .notNull()
      .references(() => producers.id, { onDelete: 'cascade' }),
    slug: text().notNull(),
    name: text().notNull(),
    position: integer().notNull().default(0),
  },
  (table) => [uniqueIndex('course_categories_producer_slug_idx').on(table.producer_id, table.slug)],
);

/**
 * A course (kind `courses`), a single talk (`movie`) or a series (`tv`). A learner opens it with an active
 * access to one of its `product_codes` (user_accesses.product_code); otherwise it is listed locked with
 * `purchase_url`.
 */
export const courses = pgTable(
  'courses',
  {
    id: uuid().primaryKey().defaultRandom(),
    producer_id: uuid()
      .notNull()
      .references(() => producers.id, { onDelete: 'cascade' }),
    kind: text({ enum: contentKinds }).notNull().default('courses'),
    name: text().notNull(),
    description: text().notNull(),
    popularity: integer().notNull().default(0),
    /** Storage keys of the card and hero images (served at /api/files/covers/...). */
    image_key: text().notNull(),
    hero_image_key: text().notNull(),
    product_codes: text().array().notNull().default(sql`ARRAY[]::text[]`),
    purchase_url: text(),
    /** The offer's label on locked cards ("Assine o R3 Intensivo"). */
    offer_label: text(),
    trailer_vimeo_id: text(),
    featured: boolean().notNull().default(false),
    position: integer().notNull().default(0),
    published_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('courses_producer_kind_idx').on(table.producer_id, table.kind, table.position),
    index('courses_search_idx').using(
      'gin',
      sql`to_tsvector('portuguese', immutable_unaccent(${table.name} || ' ' || ${table.description}))`,
    ),
  ],
);

export const courseCategoryLinks = pgTable(
  'course_category_links',
  {
    course_id: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    category_id: integer()
      .notNull()
      .references(() => courseCategories.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.course_id, table.category_id] }),
    index('course_category_links_category_idx').on(table.category_id),
  ],
);

export const courseModules = pgTable(
  'course_modules',
  {
    id: serial().primaryKey(),
    producer_id: uuid()
      .notNull()
      .references(() => producers.id, { onDelete: 'cascade' }),
    course_id: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text().notNull().default(''),
    position: integer().notNull(),
  },
  (table) => [index('course_modules_course_idx').on(table.course_id, table.position)],
);

/** A lesson: a Vimeo video (`video_external_id`) or a file the API streams (`video_file_key`). */
export const lessons = pgTable(
  'lessons',
  {
    id: serial().primaryKey(),
    producer_id: uuid()
      .notNull()
      .references(() => producers.id, { onDelete: 'cascade' }),
    course_id: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    module_id: integer()
      .notNull()
      .references(() => courseModules.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    position: integer().notNull(),
    /** Seconds. */
    video_duration: integer().notNull(),
    video_external_id: text(),
    video_file_key: text(),
    video_content_type: text(),
    video_image_key: text().notNull(),
    body: text().notNull().default(''),
    /** The video's transcript, cue by cue (seconds from the start), when the producer has one (issue 18). */
    transcript: jsonb().$type<{ start: number; text: string }[]>(),
    /** Open to every learner of the producer, even without access to the course (a sample lesson). */
    free_preview: boolean().notNull().default(false),
    drm_info: jsonb().$type<{ provider: string; license_url: string | null }>(),
    published_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('lessons_module_idx').on(table.module_id, table.position),
    index('lessons_course_idx').on(table.course_id),
    index('lessons_search_idx').using(
      'gin',
      sql`to_tsvector('portuguese', immutable_unaccent(${table.title} || ' ' || ${table.body}))`,
    ),
  ],
);

export const lessonTaskTypes = ['apostila', 'link', 'trilha_questoes'] as const;

/** A task of a lesson: a handout (file in storage), a link, or a question track (link into /questoes). */
export const lessonTasks = pgTable(
  'lesson_tasks',
  {
    id: serial().primaryKey(),
    producer_id: uuid()
      .notNull()
      .references(() => producers.id, { onDelete: 'cascade' }),
    lesson_id: integer()
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    type: text({ enum: lessonTaskTypes }).notNull(),
    label: text().notNull(),
    subtitle: text(),
    link: text(),
    position: integer().notNull().default(0),
  },
  (table) => [index('lesson_tasks_lesson_idx').on(table.lesson_id)],
);

/** A handout (apostila): of a lesson's task, or of the course itself when `task_id` is null. */
export const apostilas = pgTable(
  'apostilas',
  {
    id: serial().primaryKey(),
    producer_id: uuid()
      .notNull()
      .references(() => producers.id, { onDelete: 'cascade' }),
    course_id: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    task_id: integer().references(() => lessonTasks.id, { onDelete: 'cascade' }),
    nome: text().notNull(),
    file_name: text().notNull(),
    file_key: text().notNull(),
    content_type: text().notNull(),
    size_bytes: integer().notNull(),
  },
  (table) => [index('apostilas_course_idx').on(table.course_id), index('apostilas_task_idx').on(table.task_id)],
);

/** A flashcard track attached to a lesson (spec §3 trilhasFlashcard); studied in the flashcards issue. */
export const flashcardTracks = pgTable(
  'flashcard_tracks',
  {
    id: serial().primaryKey(),
    producer_id: uuid()
      .notNull()
      .references(() => producers.id, { onDelete: 'cascade' }),
    lesson_id: integer()
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    /** Null: shown as 'Trilha de Flashcards'. */
    titulo: text(),
    descricao: text(),
    position: integer().notNull().default(0),
  },
  (table) => [index('flashcard_tracks_lesson_idx').on(table.lesson_id)],
);

export const cardKinds = ['basic', 'reversible', 'cloze'] as const;

/**
 * A producer's flashcard (a note, in Anki's words). `basic`: one card, front → back. `reversible`: two, also
 * back → front. `cloze`: `frente` holds `{{c1::…}}` deletions (optionally `{{c1::…::hint}}`), one card per
 * deletion number; `verso` is extra text shown with the answer. Rich text is the statements' safe subset.
 * `track_id` + `position`: its place in a lesson's flashcard track (null: only in its subject's deck).
 */
export const flashcards = pgTable(
  'flashcards',
  {
    id: serial().primaryKey(),
    producer_id: uuid()
      .notNull()
      .references(() => producers.id, { onDelete: 'cascade' }),
    track_id: integer().references(() => flashcardTracks.id, { onDelete: 'set null' }),
    kind: text({ enum: cardKinds }).notNull().default('basic'),
    frente: text().notNull(),
    verso: text().notNull(),
    /** A picture in the file storage, shown under the front. */
    image_key: text(),
    /** The deepest subject of the type-7 tree (its `path` gives the ancestors). */
    category_id: integer().references(() => questionCategories.id, { onDelete: 'set null' }),
    lesson_id: integer().references(() => lessons.id, { onDelete: 'set null' }),
    question_id: integer().references(() => questions.id, { onDelete: 'set null' }),
    position: integer().notNull().default(0),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('flashcards_track_idx').on(table.track_id, table.position),
    index('flashcards_producer_category_idx').on(table.producer_id, table.category_id),
    /** The cards of given lessons (those a learner cannot open, left out of the study queue). */
    index('flashcards_lesson_idx').on(table.lesson_id).where(sql`${table.lesson_id} is not null`),
  ],
);

export type CourseRow = typeof courses.$inferSelect;
export type NewCourseRow = typeof courses.$inferInsert;
export type CourseModuleRow = typeof courseModules.$inferSelect;
export type LessonRow = typeof lessons.$inferSelect;
export type LessonTaskRow = typeof lessonTasks.$inferSelect;
export type ApostilaRow = typeof apostilas.$inferSelect;
export type FlashcardTrackRow = typeof flashcardTracks.$inferSelect;
export type FlashcardRow = typeof flashcards.$inferSelect;
