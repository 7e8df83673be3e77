import type { Lesson, ModuleDetail, Task } from '@members/contract';

export type LessonPatch = Partial<
  Pick<Lesson, 'watched' | 'position_seconds' | 'rating' | 'my_rating' | 'total_ratings'>
>;

/**
 * The module detail with one lesson changed. A change of `watched` (kept equal to `assistido`) moves the
 * module's counter and the course's module list with it, so marks and counters agree without a reload.
 */
export function patchLesson(detail: ModuleDetail, lessonId: number, patch: LessonPatch): ModuleDetail {
  const lesson = detail.lessons.find((item) => item.id === lessonId);
  if (!lesson) return detail;
  const watched = patch.watched ?? lesson.watched;
  const delta = Number(watched) - Number(lesson.watched);
  const lessons = detail.lessons.map((item) =>
    item.id === lessonId ? { ...item, ...patch, watched, assistido: watched } : item,
  );
  if (delta === 0) return { ...detail, lessons };
  const count = (value: number) => Math.min(detail.module.total_aulas, Math.max(0, value + delta));
  return {
    ...detail,
    lessons,
    module: { ...detail.module, total_aulas_assistidas: count(detail.module.total_aulas_assistidas) },
    course: {
      ...detail.course,
      modules: detail.course.modules.map((item) =>
        item.id === detail.module.id ? { ...item, total_aulas_assistidas: count(item.total_aulas_assistidas) } : item,
      ),
    },
  };
}

/** The module detail with one task of a lesson changed. */
export function patchTask(
  detail: ModuleDetail,
  lessonId: number,
  taskId: number,
  patch: Partial<Pick<Task, 'completed'>>,
): ModuleDetail {
  return {
    ...detail,
    lessons: detail.lessons.map((lesson) =>
      lesson.id === lessonId
        ? {
            ...lesson,
            tasks: lesson.tasks.map((task) =>
              task.id === taskId && task.model_type === 'LessonTask' ? { ...task, ...patch } : task,
            ),
          }
        : lesson,
    ),
  };
}
