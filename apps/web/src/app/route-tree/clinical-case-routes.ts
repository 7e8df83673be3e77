import { createRoute } from '@tanstack/react-router';
import { caseFilterSearch, caseRunSearch, casePageSearch, casesSearch } from '../../routes/search-params.ts';
import { lazyPage } from './lazy-page.ts';
import { prefetchReads } from './prefetch-reads.ts';
import { shellRoute } from './shell.ts';

/** Clinical cases (issue 15): the learner's cases, the filter, the run of a case and the case (before, debrief). */
export const clinicalCaseRoutes = [
  createRoute({
    getParentRoute: () => shellRoute,
    path: 'casos-clinicos',
    validateSearch: casesSearch,
    loader: prefetchReads(() => import('../../routes/clinical-cases-reads.ts')),
    component: lazyPage(() => import('../../routes/clinical-cases.tsx'), 'ClinicalCasesRoute'),
    staticData: { area: 'clinicalCases' },
  }),
  createRoute({
    getParentRoute: () => shellRoute,
    path: 'casos-clinicos/filtro',
    validateSearch: caseFilterSearch,
    component: lazyPage(() => import('../../routes/clinical-case-filter.tsx'), 'ClinicalCaseFilterRoute'),
    staticData: { area: 'clinicalCaseFilter' },
  }),
  createRoute({
    getParentRoute: () => shellRoute,
    path: 'casos-clinicos/execucao',
    validateSearch: caseRunSearch,
    component: lazyPage(() => import('../../routes/clinical-case-run.tsx'), 'ClinicalCaseRunRoute'),
    staticData: { area: 'clinicalCaseRun' },
  }),
  createRoute({
    getParentRoute: () => shellRoute,
    path: 'casos-clinicos/$id',
    validateSearch: casePageSearch,
    component: lazyPage(() => import('../../routes/clinical-case.tsx'), 'ClinicalCaseRoute'),
    staticData: { area: 'clinicalCase' },
  }),
] as const;
