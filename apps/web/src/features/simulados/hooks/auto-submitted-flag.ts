/**
 * "Time ran out and this page submitted for you": a note from the exam page to the result page, kept for the tab
 * (sessionStorage) so the result can say so once.
 */
const key = (simuladoId: number) => `simulado-auto-submitted:${simuladoId}`;

export function markAutoSubmitted(simuladoId: number): void {
  try {
    sessionStorage.setItem(key(simuladoId), '1');
  } catch {
    // Storage refused (private mode): the result page simply does not show the note.
  }
}

export function readAutoSubmitted(simuladoId: number): boolean {
  try {
    return sessionStorage.getItem(key(simuladoId)) === '1';
  } catch {
    return false;
  }
}

export function clearAutoSubmitted(simuladoId: number): void {
  try {
    sessionStorage.removeItem(key(simuladoId));
  } catch {
    // Nothing to clear.
  }
}
