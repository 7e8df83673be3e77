import { createRoute } from '@tanstack/react-router';
import { requireTermsAccepted } from '../guards/require-terms-accepted.ts';
import { lazyPage } from './lazy-page.ts';
import { pageSearch, querySearch, redirectSearch } from '../../routes/search-params.ts';
import { shellRoute } from './shell.ts';

/** The learner's home, terms, search, own area and the genre listings. */
export const pageRoutes = [
  createRoute({
    getParentRoute: () => shellRoute,
    path: '/',
    beforeLoad: requireTermsAccepted,
    component: lazyPage(() => import('../../routes/home.tsx'), 'HomeRoute'),
    staticData: { area: 'home' },
  }),
  createRoute({
    getParentRoute: () => shellRoute,
    path: 'terms',
    validateSearch: redirectSearch,
    component: lazyPage(() => import('../../routes/terms.tsx'), 'TermsRoute'),
    staticData: { area: 'terms', layout: 'planner' },
  }),
  createRoute({
    getParentRoute: () => shellRoute,
    path: 'test-date-picker',
    component: lazyPage(() => import('../../routes/test-date-picker.tsx'), 'TestDatePickerRoute'),
    staticData: { area: 'datePicker' },
  }),
  createRoute({
    getParentRoute: () => shellRoute,
    path: 'search',
    validateSearch: querySearch,
    component: lazyPage(() => import('../../routes/search.tsx'), 'SearchRoute'),
    staticData: { area: 'search', transition: 'none' },
  }),
  createRoute({
    getParentRoute: () => shellRoute,
    path: 'person',
    component: lazyPage(() => import('../../routes/person.tsx'), 'PersonRoute'),
    staticData: { area: 'person' },
  }),
  createRoute({
    getParentRoute: () => shellRoute,
    path: 'Acessos',
    component: lazyPage(() => import('../../routes/accesses.tsx'), 'AccessesRoute'),
    staticData: { area: 'accesses' },
  }),
  createRoute({
    getParentRoute: () => shellRoute,
    path: 'genre/$no/tv',
    validateSearch: pageSearch,
    component: lazyPage(() => import('../../routes/genre-listing.tsx'), 'GenreTvListingRoute'),
    staticData: { area: 'genreTv' },
  }),
  createRoute({
    getParentRoute: () => shellRoute,
    path: 'genre/$no/movie',
    validateSearch: pageSearch,
    component: lazyPage(() => import('../../routes/genre-listing.tsx'), 'GenreMovieListingRoute'),
    staticData: { area: 'genreMovie' },
  }),
] as const;
