import type {
  CourseInput,
  FlashcardTrackInput,
  LessonInput,
  ModuleInput,
  TaskInput,
} from '../../../modules/courses/course-writer.ts';

/**
 * A lesson as the seed writes it: writeCourse's input plus the video's transcript (issue 18), which only the
 * seed's batched writer stores so far (demo-course-input.ts sets it on the lessons of the demo catalog).
 */
export type SeedLessonInput = LessonInput & { transcript?: readonly { start: number; text: string }[] };

/** A course to write, with the producer it belongs to and its publication date. */
export interface CourseToWrite {
  producerId: string;
  course: CourseInput;
  publishedAt?: Date;
}

/** Each level of the course trees flattened, every node pointing at its parent by index in the level above. */
export interface FlatCourseTree {
  modules: { course: number; position: number; module: ModuleInput }[];
  lessons: { course: number; module: number; position: number; lesson: SeedLessonInput }[];
  tasks: { course: number; lesson: number; position: number; task: TaskInput }[];
  tracks: { lesson: number; position: number; track: FlashcardTrackInput }[];
  cards: { track: number; position: number; card: { frente: string; verso: string } }[];
}

export function flattenCourses(items: readonly CourseToWrite[]): FlatCourseTree {
  const tree: FlatCourseTree = { modules: [], lessons: [], tasks: [], tracks: [], cards: [] };
  items.forEach(({ course }, courseIndex) => {
    course.modules.forEach((module, modulePosition) => {
      const moduleIndex = tree.modules.push({ course: courseIndex, position: modulePosition, module }) - 1;
      module.lessons.forEach((lesson, lessonPosition) => {
        const lessonIndex =
          tree.lessons.push({ course: courseIndex, module: moduleIndex, position: lessonPosition, lesson }) - 1;
        (lesson.tasks ?? []).forEach((task, position) =>
          tree.tasks.push({ course: courseIndex, lesson: lessonIndex, position, task }),
        );
        (lesson.flashcardTracks ?? []).forEach((track, trackPosition) => {
          const trackIndex = tree.tracks.push({ lesson: lessonIndex, position: trackPosition, track }) - 1;
          track.cards.forEach((card, position) => tree.cards.push({ track: trackIndex, position, card }));
        });
      });
    });
  });
  return tree;
}

/** The categories of the courses, once per producer and slug, positioned in order of first appearance. */
export function distinctCategories(items: readonly CourseToWrite[]) {
  const seen = new Map<string, { producer_id: string; slug: string; name: string; position: number }>();
  const perProducer = new Map<string, number>();
  for (const { producerId, course } of items) {
    for (const category of course.categories ?? []) {
      const key = `${producerId}/${category.slug}`;
      if (seen.has(key)) continue;
      const position = perProducer.get(producerId) ?? 0;
      perProducer.set(producerId, position + 1);
      seen.set(key, { producer_id: producerId, slug: category.slug, name: category.name, position });
    }
  }
  return [...seen.values()];
}
