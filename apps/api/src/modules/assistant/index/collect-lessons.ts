import type { Database } from '../../../db/database.ts';
import { lessonSources, type LessonSource } from './index-sources.repository.ts';
import { sourceParts, type PassageDraft } from './passage-draft.ts';
import { markupToText } from './plain-text.ts';
import { cutIntoPassages } from './text-cutting.ts';
import { transcriptRuns } from './transcript-runs.ts';

/**
 * A lesson's passages: its body cut into parts (0..n), then its transcript's runs of cues, each with the second
 * its words start at. Products: the course's, or none for a free preview (open to every learner of the producer).
 */
export function lessonPassages(producerId: string, lesson: LessonSource): PassageDraft[] {
  const base = {
    producer_id: producerId,
    kind: 'lesson' as const,
    source_id: lesson.id,
    course_id: lesson.course_id,
    module_id: lesson.module_id,
    lesson_id: lesson.id,
    title: lesson.title,
    product_codes: lesson.free_preview ? [] : [...lesson.product_codes],
    area: null,
  };
  const body = sourceParts(
    base,
    cutIntoPassages(markupToText(lesson.body)).map((text) => ({ body: text })),
  );
  const transcript = sourceParts(base, transcriptRuns(lesson.transcript ?? []), body.length);
  return [...body, ...transcript];
}

export async function collectLessons(db: Database, producerId: string): Promise<PassageDraft[]> {
  return (await lessonSources(db, producerId)).flatMap((lesson) => lessonPassages(producerId, lesson));
}
