import { comingSoonRoute } from './shell.ts';

/** Areas of later issues (offers, checkout): the "Em breve" page for now. */
export const comingSoonRoutes = [
  comingSoonRoute('page/$id/checkUser', 'checkUser', { layout: 'pages' }),
  comingSoonRoute('page/offers/$id', 'offer', { layout: 'pages' }),
  comingSoonRoute('page/offer/$uuid/checkout', 'checkout', { layout: 'pages' }),
] as const;
