import { createRoute } from '@tanstack/react-router';
import { lazyPage } from './lazy-page.ts';
import { shellRoute } from './shell.ts';

/** One chunk for the two checkout pages (one import site in the entry chunk, which the first paint carries). */
const checkoutPages = () => import('../../routes/checkout-pages.tsx');

/** Offers, checkUser and checkout (issue 17): the pages layout, public (guards/public-paths.ts). */
export const offerRoutes = [
  createRoute({
    getParentRoute: () => shellRoute,
    path: 'page/offers/$id',
    component: lazyPage(() => import('../../routes/offer-page.tsx'), 'OffersRoute'),
    staticData: { area: 'offer', layout: 'pages' },
  }),
  createRoute({
    getParentRoute: () => shellRoute,
    path: 'page/$id/checkUser',
    component: lazyPage(checkoutPages, 'CheckUserRoute'),
    staticData: { area: 'checkUser', layout: 'pages' },
  }),
  createRoute({
    getParentRoute: () => shellRoute,
    path: 'page/offer/$uuid/checkout',
    component: lazyPage(checkoutPages, 'CheckoutRoute'),
    staticData: { area: 'checkout', layout: 'pages' },
  }),
] as const;
