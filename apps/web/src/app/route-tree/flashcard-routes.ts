import { comingSoonRoute } from './shell.ts';

/** Flashcards (issue 14): the overview, the study of a queue, and the session's summary. */
export const flashcardRoutes = [
  comingSoonRoute('flashcards', 'flashcards'),
  comingSoonRoute('flashcards/study', 'flashcardStudy'),
  comingSoonRoute('flashcards/completion', 'flashcardCompletion'),
] as const;
