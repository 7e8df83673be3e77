import type { Database } from '../../../db/database.ts';
import { now } from '../../../clock/clock.ts';
import type { Learner } from '../../../plugins/learner.ts';
import { studyDayNumber } from '../../flashcards/study-day.ts';
import type { PlanInput, WorkUnit } from '../engine/engine-types.ts';
import { loadAreaFigures } from './area-figures.ts';
import { availableMinutes } from './available-minutes.ts';
import { caseUnits } from './case-units.ts';
import { lessonUnits } from './lesson-units.ts';
import type { GatheredInputs, PlanRecipe } from './plan-recipe.ts';
import { questionUnits, reviewUnits } from './question-units.ts';
import { reviewForecast } from './review-forecast.ts';
import { meanWeight, weakestFirst, weightAreas } from './share-basis.ts';
import { simuladoCandidates } from './simulado-candidates.ts';

/** The questions of a simulado livre (a cadence slot with no simulado of the producer open). */
export const simuladoLivreQuestions = 50;

/** Each stream's weight: an área's sessions its own; a course's lessons, the cases and the rest the áreas' mean. */
function streamWeightsOf(units: readonly WorkUnit[], areaWeights: ReadonlyMap<string, number>, mean: number) {
  const weights: Record<string, number> = {};
  for (const unit of units) weights[unit.stream] = areaWeights.get(unit.stream) ?? mean;
  return weights;
}

/**
 * What the engine plans from, read for the learner from `fromDay` to the exam: each day's minutes, the content
 * still to do (unwatched lessons of the chosen courses the learner can open, unanswered questions per grande área,
 * unfinished cases, simulados not attempted), the review weeks' sessions, the flashcard and error-notebook load,
 * and each grande área's share basis (incidence in the target institutions × weakness). Scoped by the learner's
 * producer and user throughout.
 */
export async function gatherPlanInputs(
  db: Database,
  learner: Learner,
  recipe: PlanRecipe,
  fromDay: number,
  examDay: number,
): Promise<GatheredInputs> {
  const { include, institutionIds } = recipe;
  // All at once, also inside a re-plan's transaction: its one connection pipelines them (db/open-postgres.ts).
  const [figures, lessons, cases, simulados, reviews] = await Promise.all([
    loadAreaFigures(db, learner, institutionIds),
    lessonUnits(db, learner, include.course_ids),
    include.cases ? caseUnits(db, learner) : [],
    include.simulados ? simuladoCandidates(db, learner, fromDay) : [],
    include.flashcards
      ? reviewForecast(db, learner, fromDay, examDay, studyDayNumber(now()))
      : { dueReviews: [], steadyReviews: null },
  ]);
  const weighted = weightAreas(figures.areas, figures.targetQuestions, recipe);
  const areaWeights = new Map(weighted.map((area) => [`subject:${area.figures.area.id}`, area.basis.weight]));
  const questions = include.questions ? questionUnits(figures.areas, institutionIds) : [];
  const units = [...lessons, ...questions, ...cases];
  const review = include.questions ? reviewUnits(weakestFirst(weighted), institutionIds) : [];
  const mean = meanWeight(weighted);
  const input: PlanInput = {
    firstDay: fromDay,
    examDay,
    available: availableMinutes(recipe.weekdayMinutes, recipe.daysOff, fromDay, examDay),
    units,
    streamWeights: streamWeightsOf([...units, ...review, ...simulados.map((item) => item.unit)], areaWeights, mean),
    simulados,
    includeSimulados: include.simulados,
    simuladoLivreQuestions,
    reviewUnits: review,
    dueReviews: reviews.dueReviews,
    steadyReviews: reviews.steadyReviews,
  };
  return { input, shares: weighted.map((area) => area.basis) };
}
