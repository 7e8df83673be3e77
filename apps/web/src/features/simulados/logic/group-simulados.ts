import type { SimuladoSummary } from '@members/contract';

export interface SimuladoGroups {
  /** Open now, or with an attempt still running: "Iniciar" / "Continuar". */
  open: SimuladoSummary[];
  /** Not open yet: when it opens. */
  upcoming: SimuladoSummary[];
  /** Handed in by the learner ("Entregues"), whether or not the window has closed for the others. */
  submitted: SimuladoSummary[];
  /** Closed without the learner ("Encerrados"). */
  finished: SimuladoSummary[];
}

/**
 * Splits the list for the overview: open first (in-progress attempts before the rest), upcoming by opening, handed
 * in by the learner newest first, then closed ones the learner missed, newest first. A handed-in simulado may be
 * open until January: it is "Entregue", never "Encerrado".
 */
export function groupSimulados(list: readonly SimuladoSummary[]): SimuladoGroups {
  const groups: SimuladoGroups = { open: [], upcoming: [], submitted: [], finished: [] };
  for (const simulado of list) {
    if (simulado.attempt?.status === 'submitted') groups.submitted.push(simulado);
    else if (simulado.attempt?.status === 'in_progress') groups.open.push(simulado);
    else if (simulado.state === 'open') groups.open.push(simulado);
    else if (simulado.state === 'upcoming') groups.upcoming.push(simulado);
    else groups.finished.push(simulado);
  }
  const running = (simulado: SimuladoSummary) => (simulado.attempt?.status === 'in_progress' ? 0 : 1);
  groups.open.sort((a, b) => running(a) - running(b) || a.closes_at.localeCompare(b.closes_at));
  groups.upcoming.sort((a, b) => a.opens_at.localeCompare(b.opens_at));
  groups.submitted.sort((a, b) => (b.attempt?.submitted_at ?? '').localeCompare(a.attempt?.submitted_at ?? ''));
  groups.finished.sort((a, b) => b.closes_at.localeCompare(a.closes_at));
  return groups;
}
