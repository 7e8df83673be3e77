import { createRoute } from '@tanstack/react-router';
import { lazyPage } from './lazy-page.ts';
import { prefetchReads } from './prefetch-reads.ts';
import { positionSearch, practiceSearch } from '../../routes/search-params.ts';
import { shellRoute } from './shell.ts';

/** The question bank (overview, filter, tracks, free practice) and the simulados. */
export const questionRoutes = [
  createRoute({
    getParentRoute: () => shellRoute,
    path: 'questoes',
    loader: prefetchReads(() => import('../../routes/questions-overview-reads.ts')),
    component: lazyPage(() => import('../../routes/questions-overview.tsx'), 'QuestionsRoute'),
    staticData: { area: 'questions' },
  }),
  createRoute({
    getParentRoute: () => shellRoute,
    path: 'questoes/filtro',
    component: lazyPage(() => import('../../routes/question-filter.tsx'), 'QuestionFilterRoute'),
    staticData: { area: 'questionFilter' },
  }),
  createRoute({
    getParentRoute: () => shellRoute,
    path: 'questoes/trilha/$id',
    validateSearch: positionSearch,
    component: lazyPage(() => import('../../routes/question-track.tsx'), 'QuestionTrackRoute'),
    staticData: { area: 'questionTrack' },
  }),
  createRoute({
    getParentRoute: () => shellRoute,
    path: 'questoes/questao/$id',
    component: lazyPage(() => import('../../routes/question-single.tsx'), 'QuestionSingleRoute'),
    staticData: { area: 'questionSingle' },
  }),
  createRoute({
    getParentRoute: () => shellRoute,
    path: 'questoes/simulado/$id',
    component: lazyPage(() => import('../../routes/mock-exam.tsx'), 'MockExamRoute'),
    staticData: { area: 'mockExam' },
  }),
  createRoute({
    getParentRoute: () => shellRoute,
    path: 'questoes/simulado/detalhes/$id',
    component: lazyPage(() => import('../../routes/mock-exam-details.tsx'), 'MockExamDetailsRoute'),
    staticData: { area: 'mockExamDetails' },
  }),
  createRoute({
    getParentRoute: () => shellRoute,
    path: 'questoes/simulado_old/$id',
    component: lazyPage(() => import('../../routes/mock-exam.tsx'), 'MockExamOldRoute'),
    staticData: { area: 'mockExamOld' },
  }),
  createRoute({
    getParentRoute: () => shellRoute,
    path: 'questoes/treino-livre',
    validateSearch: practiceSearch,
    component: lazyPage(() => import('../../routes/free-practice.tsx'), 'FreePracticeRoute'),
    staticData: { area: 'freePractice' },
  }),
] as const;
