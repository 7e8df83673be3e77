import type { KeepAliveRender } from '../app/route-meta.ts';
import { ComingSoonPage } from '../features/coming-soon/index.ts';

/**
 * /{type}/{course_uuid}/module/search (and module_old): a keepalive page, rendered by the shell from the
 * route params and kept mounted (hidden) while the learner opens a lesson and comes back.
 */
export const renderModuleSearch: KeepAliveRender = () => <ComingSoonPage area="moduleSearch" />;
