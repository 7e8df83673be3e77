/**
 * The study planner's constants (issue 16), zod-free so first-paint code (home) may import them. Both sides agree on
 * them: the API plans with them, the web app explains them ("20 questões ≈ 50 min").
 */

/** What a plan's day can hold. */
export const plannerActivityKinds = [
  'lesson',
  'questions',
  'flashcards',
  'errors',
  'case',
  'simulado',
  'review',
] as const;
export type PlannerActivityKind = (typeof plannerActivityKinds)[number];

export const plannerActivityStatuses = ['pending', 'done', 'skipped'] as const;
export type PlannerActivityStatus = (typeof plannerActivityStatuses)[number];

/** How a done activity got its tick: the work itself seen anywhere in the app, or the learner's hand. */
export const plannerDoneBy = ['auto', 'manual'] as const;

/** What a plan may include besides the courses it names. */
export const plannerIncludeFlags = ['questions', 'flashcards', 'cases', 'simulados'] as const;
export type PlannerIncludeFlag = (typeof plannerIncludeFlags)[number];

/** Where a subject's weakness came from: the bank's accuracy, the quick diagnostic, the self-rating, or nothing. */
export const plannerWeaknessSources = ['bank', 'diagnostic', 'self_rating', 'default'] as const;
export type PlannerWeaknessSource = (typeof plannerWeaknessSources)[number];

export const plannerStatuses = ['active', 'archived'] as const;

/** Minutes per question of a question session ("about 2.5 minutes each"). */
export const plannerMinutesPerQuestion = 2.5;
/** Seconds per flashcard or error-notebook review. */
export const plannerSecondsPerReview = 20;
/** A lesson takes its duration times this (pauses, notes), rounded up to the minute. */
export const plannerLessonMargin = 1.25;
/** Questions per session: a subject's questions are planned in sessions of at most this many. */
export const plannerQuestionsPerSession = 20;
/** Questions of the optional quick diagnostic, spread over the grande áreas. */
export const plannerDiagnosticSize = 20;
/** At most this many hours a day (in minutes), and the step of the hours field. */
export const plannerMaxMinutesPerDay = 12 * 60;
export const plannerMinutesStep = 15;
/** The longest plan, in days from start to exam. */
export const plannerMaxDays = 730;
/** Daily reviews take at most this share of a day's time; the rest goes to new work. */
export const plannerReviewShare = 0.3;
/** Self-ratings per grande área: 1 (muito fraco) … 5 (muito forte). */
export const plannerRatingMin = 1;
export const plannerRatingMax = 5;
/** Past answers per subject before the bank's accuracy counts over the diagnostic or the self-rating. */
export const plannerBankAnswersToCount = 10;
