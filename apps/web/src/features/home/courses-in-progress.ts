import type { UserCourseProgressItem } from '@members/contract';

/** How many courses "Seus cursos" shows. */
const homeCoursesLimit = 4;

export interface CourseInProgress {
  item: UserCourseProgressItem;
  /** 0–100. */
  percent: number;
  /** Where "Continuar" goes: the last lesson watched, else the course detail. */
  link: string;
  /** A lesson was watched: "Continuar"; before that, "Começar". */
  started: boolean;
}

/** The learner's courses, the most recent first, at most four, with their progress and where to continue. */
export function coursesInProgress(
  items: readonly UserCourseProgressItem[],
  limit = homeCoursesLimit,
): CourseInProgress[] {
  return [...items]
    .sort((a, b) => a.order - b.order)
    .slice(0, limit)
    .map((item) => ({
      item,
      percent:
        item.total_aulas > 0 ? Math.min(100, Math.round((item.total_aulas_assistidas / item.total_aulas) * 100)) : 0,
      link: item.last_watched_lesson_link ?? `/${item.kind}/${item.id}`,
      started: item.total_aulas_assistidas > 0,
    }));
}
