import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { clinicalCases, courses, flashcards, lessons, questions } from '../../db/schema/index.ts';

/** A lesson of the producer with what decides whether the learner opens it. */
export async function findLesson(db: Database, producerId: string, id: number) {
  const [row] = await db
    .select({
      title: lessons.title,
      free_preview: lessons.free_preview,
      course_name: courses.name,
      product_codes: courses.product_codes,
    })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.course_id))
    .where(and(eq(lessons.id, id), eq(lessons.producer_id, producerId)));
  return row ?? null;
}

/** A published question of the producer. */
export async function findQuestion(db: Database, producerId: string, id: number) {
  const [row] = await db
    .select({ statement: questions.statement, alternatives: questions.alternatives, status: questions.status })
    .from(questions)
    .where(and(eq(questions.id, id), eq(questions.producer_id, producerId), eq(questions.status, 'published')));
  return row ?? null;
}

/** A published clinical case of the producer. */
export async function findCase(db: Database, producerId: string, id: number) {
  const [row] = await db
    .select({ title: clinicalCases.title, summary: clinicalCases.summary })
    .from(clinicalCases)
    .where(
      and(eq(clinicalCases.id, id), eq(clinicalCases.producer_id, producerId), eq(clinicalCases.status, 'published')),
    );
  return row ?? null;
}

/** A flashcard of the producer, with its lesson's course products (a card of a lesson follows its access). */
export async function findFlashcard(db: Database, producerId: string, id: number) {
  const [row] = await db
    .select({ frente: flashcards.frente, verso: flashcards.verso, product_codes: courses.product_codes })
    .from(flashcards)
    .leftJoin(lessons, eq(lessons.id, flashcards.lesson_id))
    .leftJoin(courses, eq(courses.id, lessons.course_id))
    .where(and(eq(flashcards.id, id), eq(flashcards.producer_id, producerId)));
  return row ?? null;
}
