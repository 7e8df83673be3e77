import { SUBJECT_CATEGORY_TYPE } from '@members/contract';
import type { Database } from '../../../db/database.ts';
import type { Learner } from '../../../plugins/learner.ts';
import { cachedCategoryCatalog } from '../../questions/bank.cache.ts';
import type { CategoryCatalog } from '../../questions/category-catalog.ts';
import { openSimuladoQuestions } from '../../questions/open-simulado-questions.ts';
import {
  selectAreaQuestionRows,
  selectFirstAnswerTallies,
  selectTargetQuestionCount,
} from './question-figures.repository.ts';

export interface AreaRef {
  id: number;
  desc: string;
}

/** A grande área's figures for the planner: its published questions and the learner's first answers in it. */
export interface AreaFigures {
  area: AreaRef;
  /** Published questions under it. */
  questions: number;
  /** Those linked to one of the target institutions. */
  target: number;
  /** Those the learner never answered. */
  unanswered: number;
  /** The learner's first answers in it, and how many were right. */
  answered: number;
  correct: number;
}

/** The grande áreas: the producer's top-level subjects (type 7, no parent), in tree order. */
export function grandesAreas(catalog: CategoryCatalog): AreaRef[] {
  return catalog.rows
    .filter((row) => row.type === SUBJECT_CATEGORY_TYPE && row.parent_id === null)
    .map((row) => ({ id: row.id, desc: row.desc }));
}

/**
 * Every grande área of the learner's producer with its figures (zeros where it has none), and how many published
 * questions the target institutions have in all (the incidence's denominator).
 */
export async function loadAreaFigures(
  db: Database,
  learner: Learner,
  institutionIds: readonly number[],
): Promise<{ areas: AreaFigures[]; targetQuestions: number }> {
  const held = await openSimuladoQuestions(db, learner.producerId);
  const [catalog, questionRows, tallies, targetQuestions] = await Promise.all([
    cachedCategoryCatalog(db, learner.producerId),
    selectAreaQuestionRows(db, learner.producerId, learner.userId, institutionIds, [...held.releasedAt.keys()]),
    selectFirstAnswerTallies(db, learner.producerId, learner.userId),
    institutionIds.length === 0 ? 0 : selectTargetQuestionCount(db, learner.producerId, institutionIds),
  ]);
  const questionsOf = new Map(questionRows.map((row) => [row.area_id, row]));
  const tallyOf = new Map(tallies.map((row) => [row.area_id, row]));
  const areas = grandesAreas(catalog).map((area) => {
    const counts = questionsOf.get(area.id);
    const tally = tallyOf.get(area.id);
    return {
      area,
      questions: counts?.questions ?? 0,
      target: counts?.target ?? 0,
      unanswered: counts?.unanswered ?? 0,
      answered: tally?.answered ?? 0,
      correct: tally?.correct ?? 0,
    };
  });
  return { areas, targetQuestions };
}
