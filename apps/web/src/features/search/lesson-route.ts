import type { LessonHit } from '@members/contract';
import { defaultParseSearch } from '@tanstack/react-router';

/** Which module page a hit opens: the one of the route the learner searched from. */
export type ModuleLayout = 'module' | 'module_old';

/**
 * The hit's in-app link, on the classic layout (`module_old`) when the learner searched from it.
 * `hit.link` is `/{kind}/{uuid}/module/{module_id}?aula={id}` (contract lessonLink).
 */
export function lessonHref(hit: Pick<LessonHit, 'link'>, layout: ModuleLayout): string {
  return layout === 'module_old' ? hit.link.replace('/module/', '/module_old/') : hit.link;
}

/**
 * A relative in-app href split into what the router's <Link> takes. The search is parsed the router's way
 * (values read as JSON), so the link writes it back exactly as given (`?aula=12`, not `?aula=%2212%22`).
 */
export function splitHref(href: string): { pathname: string; search: Record<string, unknown> } {
  const url = new URL(href, 'http://app.invalid');
  return { pathname: url.pathname, search: defaultParseSearch(url.search) };
}
