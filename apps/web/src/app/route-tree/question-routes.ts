import { createRoute } from '@tanstack/react-router';
import * as pages from '../route-components.ts';
import { positionSearch, practiceSearch } from '../../routes/search-params.ts';
import { shellRoute } from './shell.ts';

/** The question bank (overview, filter, tracks, free practice) and the simulados. */
export const questionRoutes = [
  createRoute({
    getParentRoute: () => shellRoute,
    path: 'questoes',
    component: pages.QuestionsRoute,
    staticData: { area: 'questions' },
  }),
  createRoute({
    getParentRoute: () => shellRoute,
    path: 'questoes/filtro',
    component: pages.QuestionFilterRoute,
    staticData: { area: 'questionFilter' },
  }),
  createRoute({
    getParentRoute: () => shellRoute,
    path: 'questoes/trilha/$id',
    validateSearch: positionSearch,
    component: pages.QuestionTrackRoute,
    staticData: { area: 'questionTrack' },
  }),
  createRoute({
    getParentRoute: () => shellRoute,
    path: 'questoes/simulado/$id',
    component: pages.MockExamRoute,
    staticData: { area: 'mockExam' },
  }),
  createRoute({
    getParentRoute: () => shellRoute,
    path: 'questoes/simulado/detalhes/$id',
    component: pages.MockExamDetailsRoute,
    staticData: { area: 'mockExamDetails' },
  }),
  createRoute({
    getParentRoute: () => shellRoute,
    path: 'questoes/simulado_old/$id',
    component: pages.MockExamOldRoute,
    staticData: { area: 'mockExamOld' },
  }),
  createRoute({
    getParentRoute: () => shellRoute,
    path: 'questoes/treino-livre',
    validateSearch: practiceSearch,
    component: pages.FreePracticeRoute,
    staticData: { area: 'freePractice' },
  }),
] as const;
