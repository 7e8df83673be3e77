import { plannerMinutesPerQuestion } from '@members/contract';
import type { DayLedger } from './day-ledger.ts';
import type { SimuladoCandidate, WorkUnit } from './engine-types.ts';
import type { CadenceSlot } from './simulado-cadence.ts';
import { compareText } from './stream-order.ts';

export interface SimuladoOptions {
  candidates: readonly SimuladoCandidate[];
  includeSimulados: boolean;
  simuladoLivreQuestions: number;
  /** Days a simulado was already done or skipped on (a re-plan): their slots are filled. */
  filledDays: readonly number[];
}

/** A free simulado for the slot starting on `slotStart` (its key names the slot, so a re-plan finds it again). */
function simuladoLivre(slotStart: number, questions: number): WorkUnit {
  return {
    key: `simulado-livre:${slotStart}`,
    kind: 'simulado',
    title: 'Simulado livre',
    minutes: Math.max(1, Math.ceil(questions * plannerMinutesPerQuestion)),
    subjectId: null,
    subject: null,
    stream: 'simulados',
    order: 0,
    target: { type: 'questions', subject: null, institution_ids: [], count: questions, practice_session_id: null },
  };
}

/** The day from `first` to `last` with the most room that holds `minutes` (the earliest of equals), or null. */
function roomiestDay(ledger: DayLedger, first: number, last: number, minutes: number): number | null {
  let best: number | null = null;
  for (let day = first; day <= last; day += 1) {
    const room = ledger.roomOn(day);
    if (room >= minutes && (best === null || room > ledger.roomOn(best))) best = day;
  }
  return best;
}

/**
 * One simulado per cadence slot: the next candidate (earliest to close, then to open, then by key) whose window
 * meets the slot on a day that holds it, on that day with the most room; else, with `includeSimulados`, a simulado
 * livre. A slot no day can hold, or one already filled, is skipped.
 */
export function placeSimulados(ledger: DayLedger, slots: readonly CadenceSlot[], options: SimuladoOptions): void {
  const waiting = options.candidates
    .filter((candidate) => !ledger.has(candidate.unit.key))
    .sort((a, b) => a.closesDay - b.closesDay || a.opensDay - b.opensDay || compareText(a.unit.key, b.unit.key));
  for (const slot of slots) {
    if (options.filledDays.some((day) => day >= slot.firstDay && day <= slot.lastDay)) continue;
    let placed = false;
    for (const [index, candidate] of waiting.entries()) {
      const first = Math.max(slot.firstDay, candidate.opensDay);
      const day = roomiestDay(ledger, first, Math.min(slot.lastDay, candidate.closesDay), candidate.unit.minutes);
      if (day === null || ledger.has(candidate.unit.key)) continue;
      ledger.place(candidate.unit, day, 1);
      waiting.splice(index, 1);
      placed = true;
      break;
    }
    if (placed || !options.includeSimulados || options.simuladoLivreQuestions <= 0) continue;
    const livre = simuladoLivre(slot.firstDay, options.simuladoLivreQuestions);
    if (ledger.has(livre.key)) continue;
    const day = roomiestDay(ledger, slot.firstDay, slot.lastDay, livre.minutes);
    if (day !== null) ledger.place(livre, day, 1);
  }
}
