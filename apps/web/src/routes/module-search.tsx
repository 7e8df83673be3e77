import { lazy, Suspense } from 'react';
import type { KeepAliveRender } from '../app/route-meta.ts';

/** The page's own chunk: the router (part of every first paint) only holds this render function. */
const ComingSoonPage = lazy(() => import('../features/coming-soon/index.ts').then((module) => ({ default: module.ComingSoonPage })));

/**
 * /{type}/{course_uuid}/module/search (and module_old): a keepalive page, rendered by the shell from the
 * route params and kept mounted (hidden) while the learner opens a lesson and comes back.
 */
export const renderModuleSearch: KeepAliveRender = () => (
  <Suspense fallback={null}>
    <ComingSoonPage area="moduleSearch" />
  </Suspense>
);
