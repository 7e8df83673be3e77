import type { SimuladoSummary } from '@members/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { simuladoAttempts, simulados } from '../../db/schema/index.ts';
import type { Learner } from '../../plugins/learner.ts';
import { submitExpiredAttempts } from './attempt-expiry.ts';
import { simuladoState, toSimuladoSummary, type SimuladoState } from './simulado-summary.ts';

const stateOrder: Record<SimuladoState, number> = { open: 0, upcoming: 1, closed: 2 };

/** Summaries of the producer's simulados (or of one), with their takers and the learner's attempt. */
export async function loadSummaries(db: Database, learner: Learner, now: Date, simuladoId?: number): Promise<SimuladoSummary[]> {
  await submitExpiredAttempts(db, now, learner.userId);
  const rows = await db
    .select({
      simulado: simulados,
      attempt: simuladoAttempts,
      takers: sql<number>`(select count(*) from ${simuladoAttempts} t where t.simulado_id = ${simulados.id} and t.submitted_at is not null)`.mapWith(Number),
    })
    .from(simulados)
    .leftJoin(simuladoAttempts, and(eq(simuladoAttempts.simulado_id, simulados.id), eq(simuladoAttempts.user_id, learner.userId)))
    .where(and(eq(simulados.producer_id, learner.producerId), simuladoId === undefined ? undefined : eq(simulados.id, simuladoId)))
    .orderBy(asc(simulados.opens_at), asc(simulados.id));
  return rows
    .map((row) => ({ row, order: stateOrder[simuladoState(row.simulado, now)] }))
    .sort((a, b) => a.order - b.order)
    .map(({ row }) => toSimuladoSummary(row.simulado, row.takers, row.attempt, now));
}

/** GET /api/simulados: open ones first, then upcoming, then closed, each by opening time. */
export function listSimulados(db: Database, learner: Learner, now: Date): Promise<SimuladoSummary[]> {
  return loadSummaries(db, learner, now);
}
