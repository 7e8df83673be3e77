import type { Lesson, LessonProgressResponse, ModuleDetail, Task } from '@members/contract';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { useTranslation } from '../../lib/i18n/index.ts';
import { showToast } from '../../lib/toast/show-toast.tsx';
import { useModuleDetail } from './api/get-module-detail.ts';
import { useToggleWatched } from './api/post-lesson-watched.ts';
import { useRateLesson } from './api/put-lesson-rating.ts';
import { useCompleteTask } from './api/put-task-completion.ts';
import { useModuleCache } from './api/use-module-cache.ts';
import { neighbours, selectLesson } from './logic/select-lesson.ts';
import { parseStartSeconds } from './logic/start-position.ts';
import type { ModuleRef, NavTarget } from './module-ref.ts';

/** Previous and next: the neighbouring lessons, else (at the module's ends) the neighbouring modules. */
function navTargets(
  detail: ModuleDetail | undefined,
  previous: Lesson | null,
  next: Lesson | null,
): { previous: NavTarget | null; next: NavTarget | null } {
  const moduleTarget = (id: number | null | undefined): NavTarget | null => {
    const found = detail?.course.modules.find((item) => item.id === id);
    return found ? { kind: 'module', id: found.id, title: found.title } : null;
  };
  return {
    previous: previous ? { kind: 'lesson', lesson: previous } : moduleTarget(detail?.previous_module_id),
    next: next ? { kind: 'lesson', lesson: next } : moduleTarget(detail?.next_module_id),
  };
}

/** What the lesson's controls do (the same for both layouts). */
export interface LessonActions {
  toggleWatched: (lesson: Lesson, watched: boolean) => void;
  rate: (lesson: Lesson, rating: number) => void;
  completeTask: (lesson: Lesson, task: Task, completed: boolean) => void;
  /** A handout was saved: complete its task and say so. */
  downloaded: (lesson: Lesson, task: Task) => void;
  progressSaved: (lessonId: number, response: LessonProgressResponse) => void;
}

/**
 * The module page's data and behaviour: the module detail, the selected lesson (`aula`, else the first
 * unwatched accessible one, then pinned into the URL so it stays put as marks change), its neighbours and
 * the actions, all writing through the cached module detail. `start` (the address's `t`, seconds) starts that
 * lesson's video there (a citation's link); it counts only with an explicit `aula` that is the selected lesson.
 */
export function useModulePage(module: ModuleRef, aula: string | undefined, start?: string) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useModuleDetail(module.courseUuid, module.moduleId);
  const cache = useModuleCache(module.courseUuid, module.moduleId);
  const { mutate: markWatched } = useToggleWatched(cache);
  const { mutate: rateLesson } = useRateLesson(cache);
  const { mutate: completeTask } = useCompleteTask(cache);
  const lessons = useMemo(() => query.data?.lessons ?? [], [query.data]);
  const lesson = selectLesson(lessons, aula);
  const lessonId = lesson?.id;

  useEffect(() => {
    if (lessonId === undefined || String(lessonId) === aula) return;
    void navigate({
      to: '.',
      search: (previous: { aula?: string }) => ({ ...previous, aula: String(lessonId) }),
      replace: true,
      resetScroll: false,
    });
  }, [lessonId, aula, navigate]);

  const actions = useMemo<LessonActions>(
    () => ({
      toggleWatched: (target, value) => markWatched({ lessonId: target.id, watched: value }),
      rate: (target, value) => rateLesson({ lessonId: target.id, rating: value, previous: target.my_rating }),
      completeTask: (target, task, value) => completeTask({ lessonId: target.id, taskId: task.id, completed: value }),
      downloaded: (target, task) => {
        if (!task.completed && task.model_type === 'LessonTask')
          completeTask({ lessonId: target.id, taskId: task.id, completed: true });
        showToast({
          type: 'success',
          message: t('lesson.tasks.downloaded', { name: task.apostila?.file_name ?? task.label }),
        });
      },
      progressSaved: (id, response) =>
        // The server marks the lesson watched at 90%; a save never takes a mark back.
        cache.updateLesson(id, {
          position_seconds: response.position_seconds,
          ...(response.watched ? { watched: true } : {}),
        }),
    }),
    [markWatched, rateLesson, completeTask, cache, t],
  );
  const index = lesson ? lessons.indexOf(lesson) : -1;
  const { previous, next } = neighbours(lessons, lessonId ?? -1);
  const nav = navTargets(query.data, previous, next);
  const startSeconds = lessonId !== undefined && aula === String(lessonId) ? parseStartSeconds(start) : null;
  return { query, detail: query.data, lessons, lesson, index, nav, actions, startSeconds };
}
