import { createRoute } from '@tanstack/react-router';
import { renderModuleSearch } from '../../routes/module-search.tsx';
import { lessonSearch, pageSearch } from '../../routes/search-params.ts';
import { assertContentType } from '../guards/content-type.ts';
import { requireTermsAccepted } from '../guards/require-terms-accepted.ts';
import { lazyPage } from './lazy-page.ts';
import { shellRoute } from './shell.ts';

/** /{type}/...: only movie, tv and courses (spec §5); anything else is the 404 (in the layout). /courses lands here too. */
const typeRoute = createRoute({ getParentRoute: () => shellRoute, path: '$type', beforeLoad: assertContentType });

const catalogRoute = createRoute({
  getParentRoute: () => typeRoute,
  path: '/',
  beforeLoad: requireTermsAccepted,
  component: lazyPage(() => import('../../routes/catalog.tsx'), 'CatalogRoute'),
  // The learner's landing page: its messages (and the default layout's) are in the core catalog too.
  // Titled as its heading: Cursos, Palestras or Séries.
  staticData: { area: 'catalog', catalog: 'core', titleKey: ({ type }) => `catalog.types.${type}` },
});

const courseDetailRoute = createRoute({
  getParentRoute: () => typeRoute,
  path: '$id',
  component: lazyPage(() => import('../../routes/course-detail.tsx'), 'CourseDetailRoute'),
  staticData: { area: 'contentDetail' },
});

const categoryListingRoute = createRoute({
  getParentRoute: () => typeRoute,
  path: '$category/$query',
  validateSearch: pageSearch,
  component: lazyPage(() => import('../../routes/category-listing.tsx'), 'CategoryListingRoute'),
  staticData: { area: 'categoryListing' },
});

const keptModuleSearch = { area: 'moduleSearch', transition: 'slide-right', keepAlive: renderModuleSearch } as const;

const moduleRoute = createRoute({
  getParentRoute: () => typeRoute,
  path: '$course_uuid/module/$module_id',
  validateSearch: lessonSearch,
  component: lazyPage(() => import('../../routes/module.tsx'), 'ModuleRoute'),
  staticData: { area: 'module' },
});

const moduleIndexRoute = createRoute({
  getParentRoute: () => moduleRoute,
  path: '/',
  component: () => null,
  staticData: { area: 'module', keyedByParent: true },
});

const moduleTrackRoute = createRoute({
  getParentRoute: () => moduleRoute,
  path: 'trilha/$trilha_id',
  component: lazyPage(() => import('../../routes/module.tsx'), 'ModuleTrackRoute'),
  staticData: { area: 'moduleTrack', keyedByParent: true },
});

const moduleSearchRoute = createRoute({
  getParentRoute: () => typeRoute,
  path: '$course_uuid/module/search',
  beforeLoad: requireTermsAccepted,
  staticData: keptModuleSearch,
});

const moduleOldSearchRoute = createRoute({
  getParentRoute: () => typeRoute,
  path: '$course_uuid/module_old/search',
  beforeLoad: requireTermsAccepted,
  staticData: keptModuleSearch,
});

const moduleOldRoute = createRoute({
  getParentRoute: () => typeRoute,
  path: '$course_uuid/module_old/$module_id',
  validateSearch: lessonSearch,
  component: lazyPage(() => import('../../routes/module.tsx'), 'ModuleOldRoute'),
  staticData: { area: 'module' },
});

// Each route is a named constant: created inline in addChildren([...]) its type can lose its literal path.
export const contentRouteTree = typeRoute.addChildren([
  catalogRoute,
  courseDetailRoute,
  categoryListingRoute,
  moduleSearchRoute,
  moduleOldSearchRoute,
  moduleRoute.addChildren([moduleIndexRoute, moduleTrackRoute]),
  moduleOldRoute,
]);
