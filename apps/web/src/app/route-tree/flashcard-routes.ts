import { createRoute } from '@tanstack/react-router';
import { flashcardStudySearch } from '../../routes/search-params.ts';
import { lazyPage } from './lazy-page.ts';
import { prefetchReads } from './prefetch-reads.ts';
import { shellRoute } from './shell.ts';

/** Flashcards (issue 14): the overview, the study of a queue, and the session's summary. */
export const flashcardRoutes = [
  createRoute({
    getParentRoute: () => shellRoute,
    path: 'flashcards',
    loader: prefetchReads(() => import('../../routes/flashcards-home-reads.ts')),
    component: lazyPage(() => import('../../routes/flashcards-home.tsx'), 'FlashcardsHomeRoute'),
    staticData: { area: 'flashcards' },
  }),
  createRoute({
    getParentRoute: () => shellRoute,
    path: 'flashcards/study',
    validateSearch: flashcardStudySearch,
    component: lazyPage(() => import('../../routes/flashcard-study.tsx'), 'FlashcardStudyRoute'),
    staticData: { area: 'flashcardStudy' },
  }),
  createRoute({
    getParentRoute: () => shellRoute,
    path: 'flashcards/completion',
    component: lazyPage(() => import('../../routes/flashcard-completion.tsx'), 'FlashcardCompletionRoute'),
    staticData: { area: 'flashcardCompletion' },
  }),
] as const;
