import { comingSoonRoute } from './shell.ts';

/** Areas of later issues (the planner, offers): the "Em breve" page for now. */
export const comingSoonRoutes = [
  comingSoonRoute('planner/onboarding', 'plannerOnboarding', { layout: 'planner' }),
  comingSoonRoute('planner/$id', 'planner', { layout: 'planner' }),
  comingSoonRoute('planner/$id/activities', 'plannerActivities', { layout: 'planner' }),
  comingSoonRoute('page/$id/checkUser', 'checkUser', { layout: 'pages' }),
  comingSoonRoute('page/offers/$id', 'offer', { layout: 'pages' }),
  comingSoonRoute('page/offer/$uuid/checkout', 'checkout', { layout: 'pages' }),
] as const;
