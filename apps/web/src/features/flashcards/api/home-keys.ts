/**
 * Query keys of the /flashcards overview: the learner's data starts with 'user' (cleared when another learner
 * signs in). A review, a removal from the notebook or new settings change them all: invalidate `homeKeys.all`.
 * The statistics share their key with the completion screen's read of the same call.
 */
export const homeKeys = {
  all: ['user', 'flashcards'] as const,
  decks: () => ['user', 'flashcards', 'decks'] as const,
  stats: () => ['user', 'flashcards', 'stats'] as const,
  errors: () => ['user', 'flashcards', 'errors'] as const,
  settings: () => ['user', 'flashcards', 'settings'] as const,
};
