import type { ModuleDetail, Task } from '@members/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { courseKeys } from '../../../lib/queries/courses.ts';
import { patchLesson, patchTask, type LessonPatch } from './patch-module-detail.ts';

export interface ModuleCache {
  /** Changes a lesson in the cached module detail; a watched change also marks the learner's other data stale. */
  updateLesson: (lessonId: number, patch: LessonPatch) => void;
  updateTask: (lessonId: number, taskId: number, patch: Partial<Pick<Task, 'completed'>>) => void;
  /** Stops a refetch in flight, so it cannot overwrite an optimistic change. */
  cancel: () => Promise<void>;
}

/** Writes to the cached module detail of the page (optimistic changes and server answers). */
export function useModuleCache(courseUuid: string, moduleId: number): ModuleCache {
  const client = useQueryClient();
  return useMemo(() => {
    const key = courseKeys.module(courseUuid, moduleId);
    const update = (change: (detail: ModuleDetail) => ModuleDetail) =>
      client.setQueryData<ModuleDetail>(key, (detail) => (detail ? change(detail) : detail));
    // Course detail, catalog and progress lists count watched lessons too: stale, refetched when shown next.
    const markOthersStale = () =>
      void client.invalidateQueries({
        queryKey: ['user'],
        predicate: (query) => JSON.stringify(query.queryKey) !== JSON.stringify(key),
        refetchType: 'none',
      });
    return {
      updateLesson(lessonId, patch) {
        const before = client.getQueryData<ModuleDetail>(key)?.lessons.find((lesson) => lesson.id === lessonId);
        update((detail) => patchLesson(detail, lessonId, patch));
        if (before && patch.watched !== undefined && patch.watched !== before.watched) markOthersStale();
      },
      updateTask(lessonId, taskId, patch) {
        update((detail) => patchTask(detail, lessonId, taskId, patch));
        markOthersStale();
      },
      cancel: () => client.cancelQueries({ queryKey: key }),
    };
  }, [client, courseUuid, moduleId]);
}
