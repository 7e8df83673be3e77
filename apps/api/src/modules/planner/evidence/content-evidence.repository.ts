import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { type EvidenceScope, tickPending } from './evidence-scope.repository.ts';

/*
 * Lessons, cases and simulados: one statement per kind ticks every activity whose work was done. The done time is
 * when the work happened, never before the plan was made (a lesson watched earlier counts from the plan's start).
 */

/** A lesson watched (lesson_progress.watched_at keeps the first time). */
export async function tickWatchedLessons(db: Database, scope: EvidenceScope): Promise<void> {
  const doneAt = sql`(select greatest(lp.watched_at, p.created_at) from lesson_progress lp
    where lp.user_id = ${scope.userId} and lp.lesson_id = (a.target->>'lesson_id')::int)`;
  await db.execute(tickPending(scope, 'lesson', doneAt));
}

/** A case finished since the plan was made. */
export async function tickFinishedCases(db: Database, scope: EvidenceScope): Promise<void> {
  const doneAt = sql`(select min(c.finished_at) from clinical_case_attempts c
    where c.user_id = ${scope.userId} and c.producer_id = ${scope.producerId}
      and c.case_id = (a.target->>'case_id')::int and c.finished_at >= p.created_at)`;
  await db.execute(tickPending(scope, 'case', doneAt));
}

/** A simulado handed in (by the learner or at its deadline). */
export async function tickSubmittedSimulados(db: Database, scope: EvidenceScope): Promise<void> {
  const doneAt = sql`(select greatest(s.submitted_at, p.created_at) from simulado_attempts s
    join simulados sim on sim.id = s.simulado_id and sim.producer_id = ${scope.producerId}
    where s.user_id = ${scope.userId} and s.simulado_id = (a.target->>'simulado_id')::int)`;
  await db.execute(tickPending(scope, 'simulado', doneAt));
}
