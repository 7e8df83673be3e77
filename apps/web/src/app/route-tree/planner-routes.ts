import { createRoute } from '@tanstack/react-router';
import { plannerDaySearch, plannerOnboardingSearch } from '../../routes/search-params.ts';
import { lazyPage } from './lazy-page.ts';
import { prefetchReads } from './prefetch-reads.ts';
import { shellRoute } from './shell.ts';

/** The study planner (issue 16), in the planner layout: the onboarding, the plan, and a day's activities. */
export const plannerRoutes = [
  createRoute({
    getParentRoute: () => shellRoute,
    path: 'planner/onboarding',
    validateSearch: plannerOnboardingSearch,
    component: lazyPage(() => import('../../routes/planner-onboarding.tsx'), 'PlannerOnboardingRoute'),
    staticData: { area: 'plannerOnboarding', layout: 'planner' },
  }),
  createRoute({
    getParentRoute: () => shellRoute,
    path: 'planner/$id',
    component: lazyPage(() => import('../../routes/planner-plan.tsx'), 'PlannerPlanRoute'),
    staticData: { area: 'planner', layout: 'planner' },
  }),
  createRoute({
    getParentRoute: () => shellRoute,
    path: 'planner/$id/activities',
    validateSearch: plannerDaySearch,
    loader: prefetchReads(() => import('../../routes/planner-activities-reads.ts')),
    component: lazyPage(() => import('../../routes/planner-activities.tsx'), 'PlannerActivitiesRoute'),
    staticData: { area: 'plannerActivities', layout: 'planner' },
  }),
] as const;
