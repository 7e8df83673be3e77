import type { SimuladoDetail } from '@members/contract';
import type { Database } from '../../db/database.ts';
import type { Learner } from '../../plugins/learner.ts';
import { findSimulado } from './simulados.repository.ts';
import { loadSummaries } from './simulado-list.ts';
import { loadSubjectPaths } from './question-subjects.repository.ts';
import { groupByRoot } from './subject-groups.ts';

/** GET /api/simulados/:id: the summary, the instructions and how many questions each grande área has. */
export async function simuladoDetail(db: Database, learner: Learner, id: number, now: Date): Promise<SimuladoDetail> {
  const simulado = await findSimulado(db, learner.producerId, id);
  const [[summary], paths] = await Promise.all([
    loadSummaries(db, learner, now, simulado.id),
    loadSubjectPaths(db, simulado.producer_id, simulado.question_ids),
  ]);
  if (!summary) throw new Error(`simulado ${simulado.id} vanished`);
  const subjects = groupByRoot(simulado.question_ids, (questionId) => paths.get(questionId)?.[0]).map(
    ({ root, items }) => ({
      id: root.id,
      desc: root.desc,
      questions: items.length,
    }),
  );
  return { ...summary, instructions: simulado.instructions, subjects };
}
