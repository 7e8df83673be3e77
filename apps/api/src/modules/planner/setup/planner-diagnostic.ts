import { plannerDiagnosticSize, type PlannerDiagnostic } from '@members/contract';
import type { Database } from '../../../db/database.ts';
import type { Learner } from '../../../plugins/learner.ts';
import { cachedCategoryCatalog } from '../../questions/bank.cache.ts';
import { learnerIndex } from '../../questions/facets/question-counts.ts';
import { loadQuestionContents } from '../../questions/question-content.ts';
import { grandesAreas, type AreaRef } from '../inputs/area-figures.ts';
import { drawUnder } from './diagnostic-draw.ts';

/**
 * Takes one question of each área in turn (tree order) until `size` are taken or none is left: an área with
 * fewer questions leaves its turns to the others. A question under two áreas is taken once.
 */
export function spreadOverAreas(
  areas: readonly AreaRef[],
  candidates: ReadonlyMap<number, readonly number[]>,
  size: number,
): { area: AreaRef; questionId: number }[] {
  const taken: { area: AreaRef; questionId: number }[] = [];
  const seen = new Set<number>();
  const cursors = areas.map((area) => ({ area, ids: candidates.get(area.id) ?? [], next: 0 }));
  let progressed = true;
  while (taken.length < size && progressed) {
    progressed = false;
    for (const cursor of cursors) {
      if (taken.length >= size) break;
      while (cursor.next < cursor.ids.length && seen.has(cursor.ids[cursor.next] as number)) cursor.next += 1;
      const questionId = cursor.ids[cursor.next];
      if (questionId === undefined) continue;
      cursor.next += 1;
      seen.add(questionId);
      taken.push({ area: cursor.area, questionId });
      progressed = true;
    }
  }
  return taken;
}

/**
 * GET /api/planner/diagnostic: plannerDiagnosticSize published questions spread evenly over the grande áreas,
 * the learner's unanswered ones first, the same draw all day for the learner (`today`: the study day's key);
 * drawn from the bank's facet index, so never a question a simulado not yet closed holds; never the correct letter
 * or an explanation.
 */
export async function plannerDiagnostic(db: Database, learner: Learner, today: string): Promise<PlannerDiagnostic> {
  const [catalog, { index, bits }] = await Promise.all([
    cachedCategoryCatalog(db, learner.producerId),
    learnerIndex(db, learner),
  ]);
  const areas = grandesAreas(catalog);
  const candidates = new Map(
    areas.map((area) => [
      area.id,
      drawUnder(index, bits, area.id, plannerDiagnosticSize, `${learner.userId}:${today}:${area.id}`),
    ]),
  );
  const picked = spreadOverAreas(areas, candidates, plannerDiagnosticSize);
  const contents = await loadQuestionContents(
    db,
    learner.producerId,
    picked.map((item) => item.questionId),
  );
  return {
    questions: picked.flatMap(({ area, questionId }) => {
      const content = contents.get(questionId);
      if (!content) return [];
      return [
        {
          id: content.id,
          area,
          statement: content.statement,
          alternatives: content.alternatives.map(({ letter, text }) => ({ letter, text })),
        },
      ];
    }),
  };
}
