import { Link } from '@tanstack/react-router';
import type { ComponentProps } from 'react';
import type { ModuleRef } from '../module-ref.ts';

type AnchorProps = Omit<ComponentProps<'a'>, 'href' | 'ref'>;

export interface ModuleLinkProps extends AnchorProps {
  module: ModuleRef;
  /** Another module of the course; the same one by default. */
  moduleId?: number;
  /** The lesson to select (`aula`); none: the module's default lesson. */
  lessonId?: number;
}

/** A link to a module page of the same layout; it keeps the scroll position (the page scrolls to the player). */
export function ModuleLink({ module, moduleId = module.moduleId, lessonId, ...props }: ModuleLinkProps) {
  const params = { type: module.type, course_uuid: module.courseUuid, module_id: String(moduleId) };
  const search = lessonId === undefined ? {} : { aula: String(lessonId) };
  const sameModule = moduleId === module.moduleId;
  return module.layout === 'classic' ? (
    <Link
      to="/$type/$course_uuid/module_old/$module_id"
      params={params}
      search={search}
      resetScroll={!sameModule}
      {...props}
    />
  ) : (
    <Link
      to="/$type/$course_uuid/module/$module_id"
      params={params}
      search={search}
      resetScroll={!sameModule}
      {...props}
    />
  );
}

/** The course detail (/{type}/{uuid}). */
export function CourseLink({ module, ...props }: AnchorProps & { module: ModuleRef }) {
  // Not "current" while on one of its module pages (the router would match it as a parent path).
  return (
    <Link
      to="/$type/$id"
      params={{ type: module.type, id: module.courseUuid }}
      activeOptions={{ exact: true }}
      {...props}
    />
  );
}

/** The search inside the course (/{type}/{uuid}/module/search, or module_old/search from the classic page). */
export function ModuleSearchLink({ module, ...props }: AnchorProps & { module: ModuleRef }) {
  const params = { type: module.type, course_uuid: module.courseUuid };
  return module.layout === 'classic' ? (
    <Link to="/$type/$course_uuid/module_old/search" params={params} {...props} />
  ) : (
    <Link to="/$type/$course_uuid/module/search" params={params} {...props} />
  );
}

/** A flashcard track of the selected lesson: the module page's child route trilha/{id}, keeping `aula`. */
export function TrackLink({
  module,
  trackId,
  lessonId,
  ...props
}: AnchorProps & { module: ModuleRef; trackId: number; lessonId: number }) {
  const params = {
    type: module.type,
    course_uuid: module.courseUuid,
    module_id: String(module.moduleId),
    trilha_id: String(trackId),
  };
  return (
    <Link
      to="/$type/$course_uuid/module/$module_id/trilha/$trilha_id"
      params={params}
      search={{ aula: String(lessonId) }}
      resetScroll={false}
      {...props}
    />
  );
}
