import type { ModuleDetail, ModuleSummary } from '@members/contract';
import { memoized } from '../../../cache/response-memo.ts';
import type { Database } from '../../../db/database.ts';
import { notFoundError } from '../../../errors/common.errors.ts';
import { canOpenLesson, courseAccess, type CourseAccess } from '../course-access.ts';
import type { CourseContent } from '../course-content.ts';
import type { LessonRatingSummary } from './course-ratings.ts';
import { cachedCourseContent, cachedLessonRatings } from '../content.cache.ts';
import type { Learner } from '../../../plugins/learner.ts';
import { cachedCourseState, cachedLearnerAccess } from '../learner.cache.ts';
import type { LearnerCourseState } from '../learner-state.ts';
import { visiblePurchaseUrl } from './course-mappers.ts';
import { toLesson } from '../lessons/lesson-mappers.ts';
import type { LessonExtras, LessonRecord } from '../lessons/lesson-records.ts';

/** The course's modules in order, with lesson counts, the learner's watched counts and minutes of video. */
function moduleSummaries(content: CourseContent, state: LearnerCourseState): ModuleSummary[] {
  const watched = new Map<number, number>();
  for (const lesson of content.lessons) {
    if (state.progress.get(lesson.id)?.watched_at)
      watched.set(lesson.module_id, (watched.get(lesson.module_id) ?? 0) + 1);
  }
  return content.modules.map(({ video_seconds, ...module }) => ({
    ...module,
    total_aulas_assistidas: watched.get(module.id) ?? 0,
    duration_in_minutes: Math.round(video_seconds / 60),
  }));
}

/** Some of the course's lessons with the learner's state and everyone's ratings, and their tasks, tracks and cards. */
export function lessonsWithState(
  content: CourseContent,
  wanted: (lesson: CourseContent['lessons'][number]) => boolean,
  state: LearnerCourseState,
  ratings: ReadonlyMap<number, LessonRatingSummary>,
) {
  const records: LessonRecord[] = content.lessons.filter(wanted).map((lesson) => ({
    ...lesson,
    position_seconds: state.progress.get(lesson.id)?.position_seconds ?? null,
    watched_at: state.progress.get(lesson.id)?.watched_at ?? null,
    rating: ratings.get(lesson.id)?.rating ?? 0,
    total_ratings: ratings.get(lesson.id)?.total_ratings ?? 0,
    my_rating: state.myRatings.get(lesson.id) ?? null,
  }));
  const ids = new Set(records.map((record) => record.id));
  const tracks = content.tracks.filter((track) => ids.has(track.lesson_id));
  const trackIds = new Set(tracks.map((track) => track.id));
  const extras: LessonExtras = {
    tasks: content.tasks
      .filter(({ task }) => ids.has(task.lesson_id))
      .map((row) => ({ ...row, completed: state.completedTasks.has(row.task.id) })),
    tracks: tracks.map((track) => ({ track, status: state.trackStatuses.get(track.id) ?? null })),
    cards: content.cards
      .filter((card) => card.track_id !== null && trackIds.has(card.track_id))
      .map((card) => ({ ...card, answer: state.answers.get(card.id) ?? null })),
  };
  return { records, extras };
}

interface PageInputs {
  content: CourseContent;
  state: LearnerCourseState;
  ratings: ReadonlyMap<number, LessonRatingSummary>;
  /** What opens the course for the learner (null: locked). */
  opened: CourseAccess | null;
}

function modulePage({ content, state, ratings, opened }: PageInputs, index: number, moduleId: number): ModuleDetail {
  const { course } = content;
  const modules = moduleSummaries(content, state);
  const { records, extras } = lessonsWithState(content, (lesson) => lesson.module_id === moduleId, state, ratings);
  return {
    course: {
      uuid: course.id,
      kind: course.kind,
      name: course.name,
      access: opened !== null,
      purchase_url: visiblePurchaseUrl(course.purchase_url, opened),
      modules,
    },
    module: modules[index] as ModuleSummary,
    lessons: records.map((row) =>
      toLesson(row, extras, { kind: course.kind, courseUuid: course.id, canOpen: canOpenLesson(opened, row) }),
    ),
    previous_module_id: modules[index - 1]?.id ?? null,
    next_module_id: modules[index + 1]?.id ?? null,
  };
}

/**
 * The module page: the course's modules, this module's lessons with the learner's state, and the
 * neighbouring modules. A locked course answers too (the learner sees what they would buy), its lessons
 * redacted unless free previews. Served from this process's caches (content.cache.ts, learner.cache.ts); a page
 * built from the same cached values is answered again (memoized with the learner's state in the course).
 */
export async function moduleDetail(
  db: Database,
  learner: Learner,
  courseUuid: string,
  moduleId: number,
): Promise<ModuleDetail> {
  const content = await cachedCourseContent(db, learner.producerId, courseUuid);
  const index = content.modules.findIndex((module) => module.id === moduleId);
  if (index < 0) throw notFoundError('No such module');
  const [access, state, ratings] = await Promise.all([
    cachedLearnerAccess(db, learner),
    cachedCourseState(db, learner, courseUuid),
    cachedLessonRatings(db, courseUuid),
  ]);
  const opened = courseAccess(access, content.course.product_codes);
  // The page shows only whether the course is open and whether by freemium (its upgrade link).
  const key = `${moduleId}:${opened?.kind ?? 'locked'}`;
  return memoized(state, key, [content, ratings], () =>
    modulePage({ content, state, ratings, opened }, index, moduleId),
  );
}
