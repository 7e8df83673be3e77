import type { Database } from '../../../db/database.ts';
import type { Learner } from '../../../plugins/learner.ts';
import { studyDayNumber } from '../../flashcards/study-day.ts';
import { summaryRows } from '../../simulados/simulados.repository.ts';
import type { SimuladoCandidate } from '../engine/engine-types.ts';

/**
 * The producer's simulados the learner has no attempt at and can still take on or after `fromDay`: open from the
 * study day it opens to the last one where its whole time still fits before it closes.
 */
export async function simuladoCandidates(
  db: Database,
  learner: Learner,
  fromDay: number,
): Promise<SimuladoCandidate[]> {
  const rows = await summaryRows(db, learner);
  return rows
    .filter((row) => row.attempt === null)
    .map(({ simulado }, order): SimuladoCandidate => {
      const lastStart = new Date(simulado.closes_at.getTime() - simulado.time_limit_minutes * 60_000);
      const opensDay = studyDayNumber(simulado.opens_at);
      return {
        unit: {
          key: `simulado:${simulado.id}`,
          kind: 'simulado',
          title: simulado.title,
          minutes: Math.max(1, simulado.time_limit_minutes),
          subjectId: null,
          subject: null,
          stream: 'simulados',
          order,
          target: { type: 'simulado', simulado_id: simulado.id },
        },
        opensDay,
        closesDay: Math.max(opensDay, studyDayNumber(lastStart)),
      };
    })
    .filter((candidate) => candidate.closesDay >= fromDay);
}
