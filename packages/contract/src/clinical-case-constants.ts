/** Clinical cases' constants, in a zod-free file so first-paint code can import them without zod. */

export const caseDifficulties = ['easy', 'medium', 'hard'] as const;
export type CaseDifficulty = (typeof caseDifficulties)[number];

/** Estimated time buckets: short up to 15 minutes, medium up to 30, long beyond. */
export const caseDurations = ['short', 'medium', 'long'] as const;
export type CaseDuration = (typeof caseDurations)[number];
export const caseDurationBounds = { short: [0, 15], medium: [16, 30], long: [31, 100_000] } as const;

/** The learner's state with a case: never started, an attempt in progress, at least one attempt finished. */
export const caseStatusFilters = ['new', 'in_progress', 'finished'] as const;
export type CaseStatusFilter = (typeof caseStatusFilters)[number];

/** One kind of decision per stage. */
export const caseStageKinds = ['history', 'exam', 'tests', 'diagnosis', 'management', 'question'] as const;
export type CaseStageKind = (typeof caseStageKinds)[number];

/** Every option is rated by the expert; a missed essential or a harmful pick goes to the memory queue. */
export const optionRatings = ['essential', 'useful', 'unnecessary', 'harmful'] as const;
export type OptionRating = (typeof optionRatings)[number];

export const hypothesisRoles = ['main', 'differential'] as const;
export type HypothesisRole = (typeof hypothesisRoles)[number];

/** A gap between two actions longer than this counts as this much working time (the learner left). */
export const caseIdleCapSeconds = 300;
