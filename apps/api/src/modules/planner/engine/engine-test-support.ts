import type { PlanInput, WorkUnit } from './engine-types.ts';

/** A content unit of `stream` (tests). */
export function unitOf(stream: string, order: number, minutes: number): WorkUnit {
  return {
    key: `${stream}:${order}`,
    kind: 'lesson',
    title: `${stream} ${order}`,
    minutes,
    subjectId: null,
    subject: null,
    stream,
    order,
    target: { type: 'lesson' },
  };
}

/** A plan input of `days` days of `minutesPerDay` from day 20000, nothing in it (tests fill what they need). */
export function planInputOf(days: number, minutesPerDay: number, overrides: Partial<PlanInput> = {}): PlanInput {
  return {
    firstDay: 20_000,
    examDay: 20_000 + days,
    available: Array.from({ length: days }, () => minutesPerDay),
    units: [],
    streamWeights: {},
    simulados: [],
    includeSimulados: false,
    simuladoLivreQuestions: 0,
    reviewUnits: [],
    dueReviews: [],
    steadyReviews: null,
    ...overrides,
  };
}
