/** Query keys of the question bank: the learner's data starts with 'user' (cleared when another learner signs in). */
export const questionKeys = {
  all: ['user', 'questions'] as const,
  counts: (categories: readonly number[], status: readonly string[]) =>
    ['user', 'questions', 'counts', { categories, status }] as const,
  performance: (days: number) => ['user', 'questions', 'performance', days] as const,
  practiceSessions: () => ['user', 'questions', 'practice-sessions', 'list'] as const,
  practiceSession: (id: number) => ['user', 'questions', 'practice-sessions', id] as const,
  practiceQuestion: (id: number, position: number) =>
    ['user', 'questions', 'practice-sessions', id, 'questions', position] as const,
  /** One question on its own page (under `all`: an answer anywhere marks it stale). */
  question: (id: number) => ['user', 'questions', 'question', id] as const,
  tracks: () => ['user', 'question-tracks', 'list'] as const,
  track: (id: number) => ['user', 'question-tracks', id] as const,
  trackQuestion: (id: number, position: number) => ['user', 'question-tracks', id, 'questions', position] as const,
};
