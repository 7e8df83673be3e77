import { getRouteApi, Outlet } from '@tanstack/react-router';
import {
  ModuleClassicPage,
  ModulePage,
  ModuleTrackSheet,
  type ModuleLayout,
  type ModuleRef,
} from '../features/lessons/index.ts';

const moduleRoute = getRouteApi('/shell/$type/$course_uuid/module/$module_id');
const classicRoute = getRouteApi('/shell/$type/$course_uuid/module_old/$module_id');
const trackRoute = getRouteApi('/shell/$type/$course_uuid/module/$module_id/trilha/$trilha_id');

type ModuleParams = { type: string; course_uuid: string; module_id: string };

/** The module page's reference from the route params (a module id that is not a number reads as 0: not found). */
function moduleRef(params: ModuleParams, layout: ModuleLayout): ModuleRef {
  const id = Number(params.module_id);
  return {
    type: params.type,
    courseUuid: params.course_uuid,
    moduleId: Number.isInteger(id) && id > 0 ? id : 0,
    layout,
  };
}

/**
 * /{type}/{course_uuid}/module/{module_id}?aula={id}&t={seconds}: the module page (the lesson's video starting at
 * `t` when given), with its trilha/{id} child route.
 */
export function ModuleRoute() {
  const params = moduleRoute.useParams();
  const { aula, t } = moduleRoute.useSearch();
  return (
    <ModulePage module={moduleRef(params, 'modern')} aula={aula} start={t}>
      <Outlet />
    </ModulePage>
  );
}

/** /{type}/{course_uuid}/module_old/{module_id}: the classic layout of the same page. */
export function ModuleOldRoute() {
  const params = classicRoute.useParams();
  const { aula, t } = classicRoute.useSearch();
  return <ModuleClassicPage module={moduleRef(params, 'classic')} aula={aula} start={t} />;
}

/** trilha/{trilha_id}: the flashcard track sheet over the module page (the lesson `aula` is the module's search). */
export function ModuleTrackRoute() {
  const params = trackRoute.useParams();
  const { aula } = trackRoute.useSearch();
  return <ModuleTrackSheet module={moduleRef(params, 'modern')} aula={aula} trackId={params.trilha_id} />;
}
