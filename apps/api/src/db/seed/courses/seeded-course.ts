import type { CourseInput, WrittenCourse } from '../../../modules/courses/course-writer.ts';
import type { DemoCourse } from './demo-course-types.ts';

/** A demo course as written for one producer: the content, the rows' input and the ids they got. */
export interface SeededCourse {
  demo: DemoCourse;
  input: CourseInput;
  written: WrittenCourse;
}

/** A written lesson with what the learner-state seed needs of it. */
export interface SeededLesson {
  id: number;
  /** Seconds. */
  duration: number;
  /** Plays the local demo video (kept unwatched for every account). */
  local: boolean;
  taskIds: number[];
  tracks: { id: number; cardIds: number[] }[];
}

/** The course's lessons in order (module by module). */
export function lessonsOf(course: SeededCourse): SeededLesson[] {
  return course.written.modules.flatMap((module, moduleIndex) =>
    module.lessons.map((lesson, lessonIndex) => {
      const input = course.input.modules[moduleIndex]?.lessons[lessonIndex];
      return {
        id: lesson.id,
        duration: input?.video_duration ?? 0,
        local: Boolean(input?.video_file_key),
        taskIds: lesson.taskIds,
        tracks: lesson.trackIds.map((id, index) => ({ id, cardIds: lesson.cardIds[index] ?? [] })),
      };
    }),
  );
}

/** Courses the demo buyers open (included or freemium): the featured one first, then in catalog order. */
export function accessibleCourses<Course extends Pick<SeededCourse, 'demo'>>(courses: readonly Course[]): Course[] {
  const open = courses.filter((course) => course.demo.access !== 'locked');
  return [...open.filter((course) => course.demo.featured), ...open.filter((course) => !course.demo.featured)];
}
