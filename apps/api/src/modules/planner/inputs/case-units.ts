import type { Database } from '../../../db/database.ts';
import type { Learner } from '../../../plugins/learner.ts';
import { cachedCaseCatalog } from '../../clinical-cases/catalog/case-catalog.cache.ts';
import { learnerCaseStates } from '../../clinical-cases/catalog/learner-case-states.ts';
import { cachedCategoryCatalog } from '../../questions/bank.cache.ts';
import type { WorkUnit } from '../engine/engine-types.ts';

/** The producer's published clinical cases the learner has not finished, in list order, one stream. */
export async function caseUnits(db: Database, learner: Learner): Promise<WorkUnit[]> {
  const [catalog, states, categories] = await Promise.all([
    cachedCaseCatalog(db, learner.producerId),
    learnerCaseStates(db, learner),
    cachedCategoryCatalog(db, learner.producerId),
  ]);
  const unfinished = catalog.cases.filter((item) => !states.get(item.id)?.lastFinishedAt);
  return unfinished.map((item, order): WorkUnit => {
    const first = item.subjects[0];
    const areaId = first ? categories.byId.get(first.id)?.path[0] : undefined;
    const area = areaId === undefined ? undefined : categories.byId.get(areaId);
    return {
      key: `case:${item.id}`,
      kind: 'case',
      title: item.title,
      minutes: Math.max(1, item.estimatedMinutes),
      subjectId: area?.id ?? null,
      subject: area?.desc ?? null,
      stream: 'cases',
      order,
      target: { type: 'case', case_id: item.id },
    };
  });
}
