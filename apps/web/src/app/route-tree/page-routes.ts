import { createRoute } from '@tanstack/react-router';
import { requireTermsAccepted } from '../guards/require-terms-accepted.ts';
import * as pages from '../route-components.ts';
import { pageSearch, querySearch, redirectSearch } from '../../routes/search-params.ts';
import { shellRoute } from './shell.ts';

/** The learner's home, terms, search, own area and the genre listings. */
export const pageRoutes = [
  createRoute({
    getParentRoute: () => shellRoute,
    path: '/',
    beforeLoad: requireTermsAccepted,
    component: pages.HomeRoute,
    staticData: { area: 'home' },
  }),
  createRoute({
    getParentRoute: () => shellRoute,
    path: 'terms',
    validateSearch: redirectSearch,
    component: pages.TermsRoute,
    staticData: { area: 'terms', layout: 'planner' },
  }),
  createRoute({
    getParentRoute: () => shellRoute,
    path: 'test-date-picker',
    component: pages.TestDatePickerRoute,
    staticData: { area: 'datePicker' },
  }),
  createRoute({
    getParentRoute: () => shellRoute,
    path: 'search',
    validateSearch: querySearch,
    component: pages.SearchRoute,
    staticData: { area: 'search', transition: 'none' },
  }),
  createRoute({
    getParentRoute: () => shellRoute,
    path: 'person',
    component: pages.PersonRoute,
    staticData: { area: 'person' },
  }),
  createRoute({
    getParentRoute: () => shellRoute,
    path: 'Acessos',
    component: pages.AccessesRoute,
    staticData: { area: 'accesses' },
  }),
  createRoute({
    getParentRoute: () => shellRoute,
    path: 'genre/$no/tv',
    validateSearch: pageSearch,
    component: pages.GenreTvListingRoute,
    staticData: { area: 'genreTv' },
  }),
  createRoute({
    getParentRoute: () => shellRoute,
    path: 'genre/$no/movie',
    validateSearch: pageSearch,
    component: pages.GenreMovieListingRoute,
    staticData: { area: 'genreMovie' },
  }),
] as const;
