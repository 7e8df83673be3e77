import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { ModuleRef } from '../module-ref.ts';

/** Selects a lesson of the module (a new history entry, so Back returns to the previous lesson). */
export function useSelectLesson(module: ModuleRef) {
  const navigate = useNavigate();
  const { type, courseUuid, moduleId, layout } = module;
  return useCallback(
    (lessonId: number) => {
      const params = { type, course_uuid: courseUuid, module_id: String(moduleId) };
      const search = { aula: String(lessonId) };
      if (layout === 'classic')
        void navigate({ to: '/$type/$course_uuid/module_old/$module_id', params, search, resetScroll: false });
      else void navigate({ to: '/$type/$course_uuid/module/$module_id', params, search, resetScroll: false });
    },
    [navigate, type, courseUuid, moduleId, layout],
  );
}

/** Closes the flashcard track sheet: back to the module page, keeping the selected lesson. */
export function useCloseTrack(module: ModuleRef, aula: string | undefined) {
  const navigate = useNavigate();
  const { type, courseUuid, moduleId } = module;
  return useCallback(() => {
    const params = { type, course_uuid: courseUuid, module_id: String(moduleId) };
    void navigate({
      to: '/$type/$course_uuid/module/$module_id',
      params,
      search: aula ? { aula } : {},
      replace: true,
      resetScroll: false,
    });
  }, [navigate, type, courseUuid, moduleId, aula]);
}
