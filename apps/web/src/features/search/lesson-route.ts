import type { LessonHit } from '@members/contract';

/** Which module page a hit opens: the one of the route the learner searched from. */
export type ModuleLayout = 'module' | 'module_old';

/**
 * The hit's in-app link, on the classic layout (`module_old`) when the learner searched from it.
 * `hit.link` is `/{kind}/{uuid}/module/{module_id}?aula={id}` (contract lessonLink).
 */
export function lessonHref(hit: Pick<LessonHit, 'link'>, layout: ModuleLayout): string {
  return layout === 'module_old' ? hit.link.replace('/module/', '/module_old/') : hit.link;
}
