/**
 * The demo study plans (issue 16): aluno@ of every producer prepares for the specialty's title exam and two
 * residency exams of São Paulo, about four months away, studying 3 h on weekdays, 5 h on Saturdays, Sundays off.
 */
export const demoPlanTargets: Record<string, readonly string[]> = {
  oftalmologia: ['CBO', 'UNIFESP', 'USP-SP'],
  anestesiologia: ['SBA', 'UNIFESP', 'SUS-SP'],
  'cirurgia-vascular': ['SBACV', 'USP-SP', 'UNIFESP'],
  ortopedia: ['SBOT', 'USP-SP', 'UNIFESP'],
};

/** Sunday first: Sunday off, 3 h Monday to Friday, 5 h on Saturday. */
export const demoWeekdayMinutes = [0, 180, 180, 180, 180, 180, 300] as const;

/** The plan began this many days ago; the exam is this many days from today. */
export const demoPlanStartedDaysAgo = 6;
export const demoExamInDays = 120;

/** The learner's own view of a few grande áreas before the bank had enough answers (1 muito fraco … 5 muito forte). */
export const demoSelfRatings = [2, 4, 3] as const;
