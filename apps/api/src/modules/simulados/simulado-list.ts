import type { SimuladoSummary } from '@members/contract';
import type { Database } from '../../db/database.ts';
import type { Learner } from '../../plugins/learner.ts';
import { isExpired, submitExpiredAttempts } from './attempt-expiry.ts';
import { simuladoState, toSimuladoSummary, type SimuladoState } from './simulado-summary.ts';
import { summaryRows } from './simulados.repository.ts';

const stateOrder: Record<SimuladoState, number> = { open: 0, upcoming: 1, closed: 2 };

/**
 * The rows of the producer's simulados (or of one), with their takers and the learner's attempt. An attempt past
 * its deadline and grace is handed in first (with the learner's other expired ones) and the rows read again, so
 * none reads "in progress" past its deadline; usually none is, and one query is all.
 */
export async function loadSummaryRows(db: Database, learner: Learner, now: Date, simuladoId?: number) {
  const rows = await summaryRows(db, learner, simuladoId);
  if (!rows.some((row) => row.attempt !== null && isExpired(row.attempt, now))) return rows;
  await submitExpiredAttempts(db, now, learner.userId);
  return summaryRows(db, learner, simuladoId);
}

/** GET /api/simulados: open ones first, then upcoming, then closed, each by opening time. */
export async function listSimulados(db: Database, learner: Learner, now: Date): Promise<SimuladoSummary[]> {
  const rows = await loadSummaryRows(db, learner, now);
  return rows
    .map((row) => ({ row, order: stateOrder[simuladoState(row.simulado, now)] }))
    .sort((a, b) => a.order - b.order)
    .map(({ row }) => toSimuladoSummary(row.simulado, row.takers, row.attempt, now));
}
