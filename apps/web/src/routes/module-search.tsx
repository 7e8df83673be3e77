import { useMatches } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import type { ContentType } from '@members/contract';
import type { KeepAliveRender } from '../app/route-meta.ts';
import type { ModuleLayout } from '../features/search/index.ts';

/** The page's own chunk: the router (part of every first paint) only holds this render function. */
const ModuleSearchPage = lazy(() =>
  import('../features/search/index.ts').then((module) => ({ default: module.ModuleSearchPage })),
);

// Not the contract's list: importing it here would bring zod into every first paint.
const contentTypes: readonly string[] = ['courses', 'movie', 'tv'] satisfies readonly ContentType[];
const isContentType = (value: string | undefined): value is ContentType =>
  value !== undefined && contentTypes.includes(value);

/** The kept page, with the layout of the route it was opened on (a kept page outlives the route). */
function ModuleSearchRoute({ type, courseUuid }: { type: ContentType; courseUuid: string }) {
  const routeId = useMatches({ select: (matches): string => matches.at(-1)?.routeId ?? '' });
  const [layout] = useState<ModuleLayout>(() => (routeId.includes('/module_old/') ? 'module_old' : 'module'));
  return (
    <Suspense fallback={null}>
      <ModuleSearchPage type={type} courseUuid={courseUuid} layout={layout} />
    </Suspense>
  );
}

/**
 * /{type}/{course_uuid}/module/search (and module_old): a keepalive page, rendered by the shell from the
 * route params and kept mounted (hidden) while the learner opens a lesson and comes back.
 */
export const renderModuleSearch: KeepAliveRender = (params) => {
  const { type, course_uuid: courseUuid } = params;
  // The $type route's guard answers 404 for any other type before this renders.
  if (!isContentType(type) || !courseUuid) return null;
  return <ModuleSearchRoute type={type} courseUuid={courseUuid} />;
};
