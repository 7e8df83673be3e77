/** The wizard's steps in order; the names key their titles (`planner.onboarding.steps.<name>`). */
export const onboardingSteps = ['institutions', 'dates', 'hours', 'include', 'level', 'summary'] as const;
