import type { SimuladoSummary } from '@members/contract';
import type { AttemptRow, SimuladoRow } from './simulados.repository.ts';

export type SimuladoState = SimuladoSummary['state'];

/** The window's state by the server's clock: open from opens_at (inclusive) until closes_at (exclusive). */
export function simuladoState(simulado: Pick<SimuladoRow, 'opens_at' | 'closes_at'>, now: Date): SimuladoState {
  if (now < simulado.opens_at) return 'upcoming';
  return now < simulado.closes_at ? 'open' : 'closed';
}

/** Score on the wire: a percentage with one decimal (stored in tenths of a percent). */
export const percentOf = (score: number) => score / 10;

function toAttemptSummary(attempt: AttemptRow): NonNullable<SimuladoSummary['attempt']> {
  const submitted = attempt.submitted_at !== null;
  return {
    status: submitted ? 'submitted' : 'in_progress',
    started_at: attempt.started_at.toISOString(),
    deadline: attempt.deadline.toISOString(),
    submitted_at: attempt.submitted_at?.toISOString() ?? null,
    score: submitted && attempt.score !== null ? percentOf(attempt.score) : null,
  };
}

export function toSimuladoSummary(
  simulado: SimuladoRow,
  takers: number,
  attempt: AttemptRow | null,
  now: Date,
): SimuladoSummary {
  return {
    id: simulado.id,
    title: simulado.title,
    description: simulado.description,
    question_count: simulado.question_ids.length,
    time_limit_minutes: simulado.time_limit_minutes,
    opens_at: simulado.opens_at.toISOString(),
    closes_at: simulado.closes_at.toISOString(),
    state: simuladoState(simulado, now),
    takers,
    attempt: attempt ? toAttemptSummary(attempt) : null,
  };
}
