import type { DayLedger } from './day-ledger.ts';
import type { WorkUnit } from './engine-types.ts';

/**
 * Fills each day of the review weeks (from `reviewFrom`) with review sessions, cyclically: each day takes, from
 * where the cycle stands, every session that fits its room, each at most once a day (key `<unit key>@<day>`).
 */
export function placeReviewWeeks(ledger: DayLedger, reviewFrom: number, reviewUnits: readonly WorkUnit[]): void {
  let cursor = 0;
  for (let day = Math.max(reviewFrom, ledger.firstDay); day < ledger.examDay; day += 1) {
    const start = cursor;
    for (let step = 0; step < reviewUnits.length; step += 1) {
      const index = (start + step) % reviewUnits.length;
      const unit = reviewUnits[index] as WorkUnit;
      const key = `${unit.key}@${day}`;
      if (unit.minutes > ledger.roomOn(day) || ledger.has(key)) continue;
      ledger.place(unit, day, 2, key);
      cursor = index + 1;
    }
  }
}
