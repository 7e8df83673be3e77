import type { Lesson } from '@members/contract';

type Selectable = Pick<Lesson, 'id' | 'access' | 'watched'>;

/** Without a chosen lesson: the first accessible lesson not watched yet, else the first lesson. */
export function defaultLesson<T extends Selectable>(lessons: readonly T[]): T | undefined {
  return lessons.find((lesson) => lesson.access && !lesson.watched) ?? lessons[0];
}

/** The lesson of the `aula` search parameter (its id as text), else the default one. */
export function selectLesson<T extends Selectable>(lessons: readonly T[], aula: string | undefined): T | undefined {
  const id = aula !== undefined && /^\d+$/.test(aula.trim()) ? Number(aula) : Number.NaN;
  return lessons.find((lesson) => lesson.id === id) ?? defaultLesson(lessons);
}

/** The lessons before and after the selected one (null at the ends). */
export function neighbours<T extends Pick<Lesson, 'id'>>(
  lessons: readonly T[],
  lessonId: number,
): { previous: T | null; next: T | null } {
  const index = lessons.findIndex((lesson) => lesson.id === lessonId);
  if (index < 0) return { previous: null, next: null };
  return { previous: lessons[index - 1] ?? null, next: lessons[index + 1] ?? null };
}
