import type { SimuladoSummary } from '@members/contract';

export interface SimuladoGroups {
  /** Open now, or with an attempt still running: "Iniciar" / "Continuar". */
  open: SimuladoSummary[];
  /** Not open yet: when it opens. */
  upcoming: SimuladoSummary[];
  /** Submitted by the learner, or closed: the result (or "encerrado"). */
  finished: SimuladoSummary[];
}

/** Splits the list for the overview: open first (in-progress attempts before the rest), upcoming by opening, finished newest first. */
export function groupSimulados(list: readonly SimuladoSummary[]): SimuladoGroups {
  const groups: SimuladoGroups = { open: [], upcoming: [], finished: [] };
  for (const simulado of list) {
    if (simulado.attempt?.status === 'submitted') groups.finished.push(simulado);
    else if (simulado.attempt?.status === 'in_progress') groups.open.push(simulado);
    else if (simulado.state === 'open') groups.open.push(simulado);
    else if (simulado.state === 'upcoming') groups.upcoming.push(simulado);
    else groups.finished.push(simulado);
  }
  const running = (simulado: SimuladoSummary) => (simulado.attempt?.status === 'in_progress' ? 0 : 1);
  groups.open.sort((a, b) => running(a) - running(b) || a.closes_at.localeCompare(b.closes_at));
  groups.upcoming.sort((a, b) => a.opens_at.localeCompare(b.opens_at));
  const finishedAt = (simulado: SimuladoSummary) => simulado.attempt?.submitted_at ?? simulado.closes_at;
  groups.finished.sort((a, b) => finishedAt(b).localeCompare(finishedAt(a)));
  return groups;
}
