import { comingSoonRoute } from './shell.ts';

/**
 * Offers, checkUser and checkout (issue 17): public (guards/public-paths.ts), in the pages layout. They ride on the
 * area page's lazy chunk (routes/coming-soon.tsx hands these three routes to routes/purchase-pages.tsx), so they
 * add no import to the entry chunk: every import there adds its chunk list, and /courses' first paint had 57
 * bytes to spare.
 */
export const offerRoutes = [
  comingSoonRoute('page/$id/checkUser', 'checkUser', { layout: 'pages' }),
  comingSoonRoute('page/offers/$id', 'offer', { layout: 'pages' }),
  comingSoonRoute('page/offer/$uuid/checkout', 'checkout', { layout: 'pages' }),
] as const;
