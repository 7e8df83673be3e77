/** One key factory for every planner read, so a write can invalidate the plan's reads at once. */
export const plannerKeys = {
  all: ['user', 'planner'] as const,
  options: () => [...plannerKeys.all, 'options'] as const,
  diagnostic: () => [...plannerKeys.all, 'diagnostic'] as const,
  today: () => [...plannerKeys.all, 'today'] as const,
  history: () => [...plannerKeys.all, 'history'] as const,
  plan: (id: number) => [...plannerKeys.all, 'plan', id] as const,
  summary: (id: number) => [...plannerKeys.plan(id), 'summary'] as const,
  days: (id: number, from: string, to: string) => [...plannerKeys.plan(id), 'days', from, to] as const,
};
