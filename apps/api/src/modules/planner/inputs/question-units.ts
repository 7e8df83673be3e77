import { plannerMinutesPerQuestion, plannerQuestionsPerSession } from '@members/contract';
import type { WorkUnit } from '../engine/engine-types.ts';
import type { AreaFigures } from './area-figures.ts';

/** At most this many sessions of one grande área are planned (the rest waits for a re-plan). */
export const maxSessionsPerArea = 50;
/** A grande área's sessions draw from the target institutions only when they have this many questions in it. */
export const minTargetQuestions = 40;
/** Questions of one review session ("Revisão: <área>"). */
export const reviewSessionQuestions = 20;

const sessionMinutes = (count: number) => Math.ceil(count * plannerMinutesPerQuestion);

/** The question target of a session on the área: the institutions' questions when they have enough of them. */
function questionsTarget(figures: AreaFigures, institutionIds: readonly number[], count: number) {
  return {
    type: 'questions',
    subject: { id: figures.area.id, desc: figures.area.desc },
    institution_ids: figures.target >= minTargetQuestions ? [...institutionIds] : [],
    count,
    practice_session_id: null,
  };
}

/**
 * Per grande área, its published questions the learner never answered, in sessions of plannerQuestionsPerSession
 * (the last one shorter), at most maxSessionsPerArea of them.
 */
export function questionUnits(areas: readonly AreaFigures[], institutionIds: readonly number[]): WorkUnit[] {
  return areas.flatMap((figures) => {
    const sessions = Math.min(maxSessionsPerArea, Math.ceil(figures.unanswered / plannerQuestionsPerSession));
    return Array.from({ length: sessions }, (_, index): WorkUnit => {
      const count = Math.min(plannerQuestionsPerSession, figures.unanswered - index * plannerQuestionsPerSession);
      return {
        key: `questions:${figures.area.id}:${index + 1}`,
        kind: 'questions',
        title: `Questões: ${figures.area.desc}`,
        minutes: sessionMinutes(count),
        subjectId: figures.area.id,
        subject: figures.area.desc,
        stream: `subject:${figures.area.id}`,
        order: index,
        target: questionsTarget(figures, institutionIds, count),
      };
    });
  });
}

/**
 * The review weeks' sessions: one "Revisão: <área>" of reviewSessionQuestions per grande área with questions,
 * the weakest first (the engine places them cyclically and numbers the cycles).
 */
export function reviewUnits(areasWeakestFirst: readonly AreaFigures[], institutionIds: readonly number[]): WorkUnit[] {
  return areasWeakestFirst
    .filter((figures) => figures.questions > 0)
    .map(
      (figures, order): WorkUnit => ({
        key: `review:${figures.area.id}`,
        kind: 'review',
        title: `Revisão: ${figures.area.desc}`,
        minutes: sessionMinutes(reviewSessionQuestions),
        subjectId: figures.area.id,
        subject: figures.area.desc,
        stream: 'review',
        order,
        target: questionsTarget(figures, institutionIds, reviewSessionQuestions),
      }),
    );
}
