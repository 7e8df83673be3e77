import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import {
  apostilas,
  clinicalCases,
  clinicalCaseStages,
  courses,
  flashcards,
  lessons,
  lessonTasks,
  questionCategories,
  questions,
} from '../../../db/schema/index.ts';

/** The producer's material as the index reads it; every read is the producer's alone (its rows and its joins). */

export function lessonSources(db: Database, producerId: string) {
  return db
    .select({
      id: lessons.id,
      title: lessons.title,
      body: lessons.body,
      transcript: lessons.transcript,
      free_preview: lessons.free_preview,
      course_id: lessons.course_id,
      module_id: lessons.module_id,
      product_codes: courses.product_codes,
    })
    .from(lessons)
    .innerJoin(courses, and(eq(courses.id, lessons.course_id), eq(courses.producer_id, producerId)))
    .where(eq(lessons.producer_id, producerId))
    .orderBy(asc(lessons.id));
}

export type LessonSource = Awaited<ReturnType<typeof lessonSources>>[number];

/** Handouts with their course's products and, for a lesson's task, the lesson and its module. */
export function handoutSources(db: Database, producerId: string) {
  return db
    .select({
      id: apostilas.id,
      nome: apostilas.nome,
      file_key: apostilas.file_key,
      content_type: apostilas.content_type,
      course_id: apostilas.course_id,
      product_codes: courses.product_codes,
      lesson_id: lessons.id,
      module_id: lessons.module_id,
    })
    .from(apostilas)
    .innerJoin(courses, and(eq(courses.id, apostilas.course_id), eq(courses.producer_id, producerId)))
    .leftJoin(lessonTasks, and(eq(lessonTasks.id, apostilas.task_id), eq(lessonTasks.producer_id, producerId)))
    .leftJoin(lessons, and(eq(lessons.id, lessonTasks.lesson_id), eq(lessons.producer_id, producerId)))
    .where(eq(apostilas.producer_id, producerId))
    .orderBy(asc(apostilas.id));
}

export type HandoutSource = Awaited<ReturnType<typeof handoutSources>>[number];

/** Published questions only: a draft or an annulled question is never quoted. */
export function questionSources(db: Database, producerId: string) {
  return db
    .select({
      id: questions.id,
      statement: questions.statement,
      alternatives: questions.alternatives,
      correct_letter: questions.correct_letter,
      explanation: questions.explanation,
      institution: questions.institution,
      exam: questions.exam,
      year: questions.year,
    })
    .from(questions)
    .where(and(eq(questions.producer_id, producerId), eq(questions.status, 'published')))
    .orderBy(asc(questions.id));
}

export type QuestionSource = Awaited<ReturnType<typeof questionSources>>[number];

/** Published cases only. */
export function caseSources(db: Database, producerId: string) {
  return db
    .select({
      id: clinicalCases.id,
      title: clinicalCases.title,
      summary: clinicalCases.summary,
      expert_reasoning: clinicalCases.expert_reasoning,
    })
    .from(clinicalCases)
    .where(and(eq(clinicalCases.producer_id, producerId), eq(clinicalCases.status, 'published')))
    .orderBy(asc(clinicalCases.id));
}

export type CaseSource = Awaited<ReturnType<typeof caseSources>>[number];

/** The stages of the producer's published cases, in order. */
export function caseStageSources(db: Database, producerId: string) {
  return db
    .select({
      case_id: clinicalCaseStages.case_id,
      position: clinicalCaseStages.position,
      title: clinicalCaseStages.title,
      discussion: clinicalCaseStages.discussion,
    })
    .from(clinicalCaseStages)
    .innerJoin(
      clinicalCases,
      and(
        eq(clinicalCases.id, clinicalCaseStages.case_id),
        eq(clinicalCases.producer_id, producerId),
        eq(clinicalCases.status, 'published'),
      ),
    )
    .orderBy(asc(clinicalCaseStages.case_id), asc(clinicalCaseStages.position));
}

export type CaseStageSource = Awaited<ReturnType<typeof caseStageSources>>[number];

/** Flashcards with their subject's name and, when they belong to a lesson, its course and products. */
export function flashcardSources(db: Database, producerId: string) {
  return db
    .select({
      id: flashcards.id,
      frente: flashcards.frente,
      verso: flashcards.verso,
      subject: questionCategories.desc,
      lesson_id: lessons.id,
      lesson_title: lessons.title,
      module_id: lessons.module_id,
      course_id: courses.id,
      product_codes: courses.product_codes,
    })
    .from(flashcards)
    .leftJoin(
      questionCategories,
      and(eq(questionCategories.id, flashcards.category_id), eq(questionCategories.producer_id, producerId)),
    )
    .leftJoin(lessons, and(eq(lessons.id, flashcards.lesson_id), eq(lessons.producer_id, producerId)))
    .leftJoin(courses, and(eq(courses.id, lessons.course_id), eq(courses.producer_id, producerId)))
    .where(eq(flashcards.producer_id, producerId))
    .orderBy(asc(flashcards.id));
}

export type FlashcardSource = Awaited<ReturnType<typeof flashcardSources>>[number];
