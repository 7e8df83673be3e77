import type { SimuladoSummary } from '@members/contract';
import type { Database } from '../../db/database.ts';
import type { Learner } from '../../plugins/learner.ts';
import { submitExpiredAttempts } from './attempt-expiry.ts';
import { simuladoState, toSimuladoSummary, type SimuladoState } from './simulado-summary.ts';
import { summaryRows } from './simulados.repository.ts';

const stateOrder: Record<SimuladoState, number> = { open: 0, upcoming: 1, closed: 2 };

/** Summaries of the producer's simulados (or of one), with their takers and the learner's attempt. */
export async function loadSummaries(
  db: Database,
  learner: Learner,
  now: Date,
  simuladoId?: number,
): Promise<SimuladoSummary[]> {
  await submitExpiredAttempts(db, now, learner.userId);
  const rows = await summaryRows(db, learner, simuladoId);
  return rows
    .map((row) => ({ row, order: stateOrder[simuladoState(row.simulado, now)] }))
    .sort((a, b) => a.order - b.order)
    .map(({ row }) => toSimuladoSummary(row.simulado, row.takers, row.attempt, now));
}

/** GET /api/simulados: open ones first, then upcoming, then closed, each by opening time. */
export function listSimulados(db: Database, learner: Learner, now: Date): Promise<SimuladoSummary[]> {
  return loadSummaries(db, learner, now);
}
