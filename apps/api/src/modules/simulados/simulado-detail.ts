import type { SimuladoDetail } from '@members/contract';
import type { Database } from '../../db/database.ts';
import { notFoundError } from '../../errors/common.errors.ts';
import type { Learner } from '../../plugins/learner.ts';
import { loadSummaryRows } from './simulado-list.ts';
import { cachedSubjectPaths } from './simulado-content.cache.ts';
import { toSimuladoSummary } from './simulado-summary.ts';
import { groupByRoot } from './subject-groups.ts';

/** GET /api/simulados/:id: the summary, the instructions and how many questions each grande área has. */
export async function simuladoDetail(db: Database, learner: Learner, id: number, now: Date): Promise<SimuladoDetail> {
  const [row] = await loadSummaryRows(db, learner, now, id);
  if (!row) throw notFoundError('No such simulado');
  const { simulado } = row;
  const paths = await cachedSubjectPaths(db, simulado);
  const subjects = groupByRoot(simulado.question_ids, (questionId) => paths.get(questionId)?.[0]).map(
    ({ root, items }) => ({
      id: root.id,
      desc: root.desc,
      questions: items.length,
    }),
  );
  return {
    ...toSimuladoSummary(simulado, row.takers, row.attempt, now),
    instructions: simulado.instructions,
    subjects,
  };
}
