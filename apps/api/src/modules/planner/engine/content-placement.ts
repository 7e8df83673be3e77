import type { DayLedger } from './day-ledger.ts';
import type { WorkUnit } from './engine-types.ts';

/** The room left for content: every day before the review weeks. */
function contentCapacity(ledger: DayLedger, reviewFrom: number): number {
  let capacity = 0;
  for (let day = ledger.firstDay; day < reviewFrom; day += 1) capacity += ledger.roomOn(day);
  return capacity;
}

/**
 * Places content units in the given order. First the cut: the longest leading run whose minutes fit the content
 * capacity is kept, the rest is left out. Then each kept unit goes first-fit on the earliest day before `reviewFrom`,
 * not before the day of the last placed unit of its stream, with room for it; one that fits nowhere is left out, and
 * so are the later units of its stream (a course's lessons stay a run from the first: a re-plan can place the rest
 * after the ones kept). Returns the units left out, in the given order.
 */
export function placeContent(ledger: DayLedger, ordered: readonly WorkUnit[], reviewFrom: number): WorkUnit[] {
  const capacity = contentCapacity(ledger, reviewFrom);
  const leftOut: WorkUnit[] = [];
  const streamDay = new Map<string, number>();
  const brokenStreams = new Set<string>();
  let keptMinutes = 0;
  let cut = false;
  for (const unit of ordered) {
    keptMinutes += unit.minutes;
    cut ||= keptMinutes > capacity;
    const open = !cut && !brokenStreams.has(unit.stream);
    const day = open ? firstFit(ledger, streamDay.get(unit.stream) ?? ledger.firstDay, reviewFrom, unit.minutes) : null;
    if (day === null) {
      leftOut.push(unit);
      brokenStreams.add(unit.stream);
      continue;
    }
    ledger.place(unit, day, 2);
    streamDay.set(unit.stream, day);
  }
  return leftOut;
}

function firstFit(ledger: DayLedger, fromDay: number, reviewFrom: number, minutes: number): number | null {
  for (let day = fromDay; day < reviewFrom; day += 1) {
    if (ledger.roomOn(day) >= minutes) return day;
  }
  return null;
}
