import { streamWeight, weaknessOf } from '../engine/subject-weights.ts';
import type { AreaFigures } from './area-figures.ts';
import type { PlanRecipe, ShareBasis } from './plan-recipe.ts';

/** A grande área's share basis, with the weakness it came from (the review sessions go weakest first). */
export interface WeightedArea {
  figures: AreaFigures;
  basis: ShareBasis;
  weakness: number;
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);

/**
 * Each grande área's incidence in the target institutions' questions and the learner's weakness in it (the bank's
 * accuracy with enough first answers, else the diagnostic, else the self-rating, else the default: weaknessOf
 * decides), and the weight of its question sessions.
 */
export function weightAreas(
  areas: readonly AreaFigures[],
  targetQuestions: number,
  recipe: Pick<PlanRecipe, 'diagnostic' | 'selfRatings'>,
): WeightedArea[] {
  return areas.map((figures) => {
    const key = String(figures.area.id);
    const diagnostic = recipe.diagnostic[key];
    const weakness = weaknessOf({
      accuracy: figures.answered === 0 ? null : figures.correct / figures.answered,
      answers: figures.answered,
      // The recipe keeps the diagnostic's accuracy (0–1) only: one "answer" worth that share of right.
      diagnostic: diagnostic === undefined ? null : { correct: diagnostic, answered: 1 },
      selfRating: recipe.selfRatings[key] ?? null,
    });
    const incidenceShare = targetQuestions === 0 ? 0 : figures.target / targetQuestions;
    return {
      figures,
      weakness: weakness.weakness,
      basis: {
        subject: figures.area,
        incidencePct: percent(figures.target, targetQuestions),
        accuracyPct: weakness.accuracyPct,
        weaknessSource: weakness.source,
        weight: streamWeight(incidenceShare, weakness.weakness),
      },
    };
  });
}

/** The mean weight of the áreas (the weight of a course's lessons and of the cases), 1 when there are none. */
export function meanWeight(areas: readonly WeightedArea[]): number {
  if (areas.length === 0) return 1;
  return areas.reduce((sum, area) => sum + area.basis.weight, 0) / areas.length;
}

/** Weakest first (ties: the heavier, then tree order): the order of the review weeks' sessions. */
export function weakestFirst(areas: readonly WeightedArea[]): AreaFigures[] {
  return areas
    .map((area, index) => ({ area, index }))
    .sort((a, b) => b.area.weakness - a.area.weakness || b.area.basis.weight - a.area.basis.weight || a.index - b.index)
    .map(({ area }) => area.figures);
}
