import { plannerLessonMargin, plannerMinutesPerQuestion, plannerQuestionsPerSession } from '@members/contract';
import type { PlanInput, SimuladoCandidate, WorkUnit } from '../src/modules/planner/engine/engine-types.ts';

/** The size of a big producer's plan (the bench and the engine's scale test). */
export interface LargePlanSize {
  days: number;
  courses: number;
  lessonsPerCourse: number;
  subjects: number;
  questionsPerSubject: number;
  cases: number;
  simulados: number;
  forecastDays: number;
  firstDay: number;
}

const bigProducer: LargePlanSize = {
  days: 365,
  courses: 40,
  lessonsPerCourse: 60,
  subjects: 30,
  questionsPerSubject: 400,
  cases: 200,
  simulados: 12,
  forecastDays: 30,
  firstDay: 20_000,
};

/** Minutes per weekday (Sunday first): a working learner's week. */
const weekMinutes = [120, 180, 180, 240, 180, 120, 300];

/** A fixed spread of numbers (no Math.random: the same input on every run). */
const spread = (seed: number, min: number, max: number) =>
  min + (((seed * 2_654_435_761) % 4_294_967_296) % (max - min + 1));

function unit(key: string, kind: WorkUnit['kind'], minutes: number, stream: string, order: number): WorkUnit {
  return { key, kind, title: key, minutes, subjectId: null, subject: null, stream, order, target: { type: kind } };
}

function contentUnits(size: LargePlanSize): WorkUnit[] {
  const lessons = Array.from({ length: size.courses * size.lessonsPerCourse }, (_, index) => {
    const course = Math.floor(index / size.lessonsPerCourse);
    const minutes = Math.ceil(spread(index, 8, 45) * plannerLessonMargin);
    return unit(`lesson:${index + 1}`, 'lesson', minutes, `course:${course + 1}`, index % size.lessonsPerCourse);
  });
  const sessionsPerSubject = Math.ceil(size.questionsPerSubject / plannerQuestionsPerSession);
  const sessionMinutes = Math.ceil(plannerQuestionsPerSession * plannerMinutesPerQuestion);
  const sessions = Array.from({ length: size.subjects * sessionsPerSubject }, (_, index) => {
    const subject = Math.floor(index / sessionsPerSubject) + 1;
    const order = index % sessionsPerSubject;
    const session = unit(`questions:${subject}:${order + 1}`, 'questions', sessionMinutes, `subject:${subject}`, order);
    return { ...session, subjectId: subject, subject: `Área ${subject}` };
  });
  const cases = Array.from({ length: size.cases }, (_, index) =>
    unit(`case:${index + 1}`, 'case', spread(index + 7, 15, 40), 'cases', index),
  );
  return [...lessons, ...sessions, ...cases];
}

/** A plan input the size of a big producer's learner: every course, the whole bank, cases, simulados, reviews. */
export function largePlanInput(overrides: Partial<LargePlanSize> = {}): PlanInput {
  const size = { ...bigProducer, ...overrides };
  const units = contentUnits(size);
  const streamWeights: Record<string, number> = { cases: 0.05 };
  for (let course = 1; course <= size.courses; course += 1) streamWeights[`course:${course}`] = 0.05;
  for (let subject = 1; subject <= size.subjects; subject += 1) {
    streamWeights[`subject:${subject}`] = (spread(subject, 1, 12) / 100 + 0.02) * (spread(subject + 3, 2, 10) / 10);
  }
  const every = Math.max(1, Math.floor(size.days / Math.max(1, size.simulados)));
  const simulados: SimuladoCandidate[] = Array.from({ length: size.simulados }, (_, index) => ({
    unit: unit(`simulado:${index + 1}`, 'simulado', 240, 'simulados', 0),
    opensDay: size.firstDay + index * every,
    closesDay: size.firstDay + index * every + 20,
  }));
  const reviewUnits = Array.from({ length: size.subjects }, (_, index) =>
    unit(`review:${index + 1}`, 'review', 75, 'review', index),
  );
  return {
    firstDay: size.firstDay,
    examDay: size.firstDay + size.days,
    available: Array.from({ length: size.days }, (_, index) => (index % 45 === 44 ? 0 : (weekMinutes[index % 7] ?? 0))),
    units,
    streamWeights,
    simulados,
    includeSimulados: true,
    simuladoLivreQuestions: 60,
    reviewUnits,
    dueReviews: Array.from({ length: size.forecastDays }, (_, index) => ({
      day: size.firstDay + index,
      flashcards: spread(index, 40, 600),
      errors: spread(index + 11, 0, 60),
    })),
    steadyReviews: { flashcards: 120, errors: 15 },
  };
}
