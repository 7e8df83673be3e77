import fc from 'fast-check';
import type { PlanInput, SimuladoCandidate, WorkUnit } from './engine-types.ts';

/** Property tests' plans start on this study day (any day works: the engine only counts). */
const firstDay = 20_000;

const streamNames = ['anatomia', 'cardio', 'curso-a', 'pediatria', 'casos'];

const unitArb = fc.record({
  stream: fc.constantFrom(...streamNames),
  order: fc.nat(30),
  minutes: fc.integer({ min: 1, max: 150 }),
  kind: fc.constantFrom('lesson' as const, 'questions' as const, 'case' as const),
});

const reviewUnitArb = fc.record({ minutes: fc.integer({ min: 10, max: 90 }) });

const simuladoArb = fc.record({
  opens: fc.nat(120),
  length: fc.nat(60),
  minutes: fc.integer({ min: 30, max: 300 }),
});

function workUnit(key: string, kind: WorkUnit['kind'], stream: string, order: number, minutes: number): WorkUnit {
  return { key, kind, title: key, minutes, subjectId: null, subject: null, stream, order, target: { type: kind } };
}

/** Small random plans: up to 120 days, days off, a few streams, simulados, reviews forecast and steady load. */
export const planInputArb: fc.Arbitrary<PlanInput> = fc
  .record({
    days: fc.integer({ min: 1, max: 120 }),
    dayMinutes: fc.array(fc.constantFrom(0, 0, 15, 30, 60, 90, 120, 180, 240, 300), { minLength: 7, maxLength: 7 }),
    units: fc.array(unitArb, { maxLength: 40 }),
    weights: fc.array(fc.double({ min: 0.01, max: 2, noNaN: true }), { minLength: 5, maxLength: 5 }),
    simulados: fc.array(simuladoArb, { maxLength: 4 }),
    includeSimulados: fc.boolean(),
    livreQuestions: fc.constantFrom(0, 10, 20, 60),
    reviewUnits: fc.array(reviewUnitArb, { maxLength: 3 }),
    due: fc.array(fc.record({ day: fc.nat(119), flashcards: fc.nat(400), errors: fc.nat(80) }), { maxLength: 10 }),
    steady: fc.option(fc.record({ flashcards: fc.double({ min: 0, max: 200, noNaN: true }), errors: fc.nat(40) })),
  })
  .map((raw) => {
    const units = raw.units.map((unit, index) =>
      workUnit(`${unit.kind}:${index}`, unit.kind, unit.stream, unit.order, unit.minutes),
    );
    const simulados: SimuladoCandidate[] = raw.simulados.map((simulado, index) => ({
      unit: workUnit(`simulado:${index}`, 'simulado', 'simulados', 0, simulado.minutes),
      opensDay: firstDay + simulado.opens,
      closesDay: firstDay + simulado.opens + simulado.length,
    }));
    const dueByDay = new Map(raw.due.map((due) => [firstDay + due.day, { ...due, day: firstDay + due.day }]));
    return {
      firstDay,
      examDay: firstDay + raw.days,
      available: Array.from({ length: raw.days }, (_, index) => raw.dayMinutes[index % 7] ?? 0),
      units,
      streamWeights: Object.fromEntries(streamNames.map((name, index) => [name, raw.weights[index] ?? 1])),
      simulados,
      includeSimulados: raw.includeSimulados,
      simuladoLivreQuestions: raw.livreQuestions,
      reviewUnits: raw.reviewUnits.map((unit, index) =>
        workUnit(`review:${index}`, 'review', 'review', index, unit.minutes),
      ),
      dueReviews: [...dueByDay.values()],
      steadyReviews: raw.steady,
    };
  });
