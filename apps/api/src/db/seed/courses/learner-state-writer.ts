import type { Database } from '../../database.ts';
import {
  flashcardAnswers,
  flashcardTrackProgress,
  lessonProgress,
  lessonRatings,
  taskCompletions,
} from '../../schema/index.ts';
import { planLearnerState, type LearnerStateRows } from './demo-learner-state.ts';
import { insertChunks } from './insert-in-chunks.ts';
import type { SeededCourse } from './seeded-course.ts';

/**
 * Writes the demo accounts' progress, task completions, flashcard tracks and ratings of every producer, one
 * multi-row statement per table. `learnerIds` maps `<producer id>/<e-mail>` to the user id.
 */
export async function insertLearnerState(
  db: Database,
  coursesByProducer: ReadonlyMap<string, readonly SeededCourse[]>,
  learnerIds: ReadonlyMap<string, string>,
  now: Date,
): Promise<void> {
  const all: LearnerStateRows = { progress: [], completions: [], trackProgress: [], answers: [], ratings: [] };
  for (const [producerId, courses] of coursesByProducer) {
    const id = (email: string) => learnerIds.get(`${producerId}/${email}`);
    const aluno = id('aluno@medmember.dev');
    const novo = id('novo@medmember.dev');
    const professor = id('professor@medmember.dev');
    if (!aluno || !novo || !professor) continue;
    const rows = planLearnerState(courses, { aluno, novo, professor }, now);
    for (const key of Object.keys(all) as (keyof LearnerStateRows)[]) (all[key] as unknown[]).push(...rows[key]);
  }
  await insertChunks(all.progress, (chunk) => db.insert(lessonProgress).values(chunk));
  await insertChunks(all.completions, (chunk) => db.insert(taskCompletions).values(chunk));
  await insertChunks(all.trackProgress, (chunk) => db.insert(flashcardTrackProgress).values(chunk));
  await insertChunks(all.answers, (chunk) => db.insert(flashcardAnswers).values(chunk));
  await insertChunks(all.ratings, (chunk) => db.insert(lessonRatings).values(chunk));
}
