import type { PlannedActivity, WorkUnit } from './engine-types.ts';

/** Where an activity sits in its day: reviews first, then a simulado, then content (or review-week sessions). */
type DayPhase = 0 | 1 | 2;

interface LedgerEntry {
  activity: Omit<PlannedActivity, 'position'>;
  phase: DayPhase;
  sequence: number;
}

/**
 * The days of a plan being built, from `firstDay` to `examDay - 1`: each day's available minutes, the room left,
 * and what was placed (each key once).
 */
export class DayLedger {
  readonly firstDay: number;
  readonly examDay: number;
  private readonly available: number[];
  private readonly room: number[];
  private readonly entries: LedgerEntry[] = [];
  private readonly keys: Set<string>;

  /** `availableOn(day)`: the day's minutes; `usedOn(day)`: minutes already taken (work done that day). */
  constructor(
    firstDay: number,
    examDay: number,
    availableOn: (day: number) => number,
    usedOn: (day: number) => number,
    takenKeys: ReadonlySet<string>,
  ) {
    this.firstDay = firstDay;
    this.examDay = examDay;
    this.available = [];
    this.room = [];
    for (let day = firstDay; day < examDay; day += 1) {
      const available = Math.max(0, availableOn(day));
      this.available.push(available);
      this.room.push(Math.max(0, available - usedOn(day)));
    }
    this.keys = new Set(takenKeys);
  }

  availableOn(day: number): number {
    return this.available[day - this.firstDay] ?? 0;
  }

  roomOn(day: number): number {
    return this.room[day - this.firstDay] ?? 0;
  }

  has(key: string): boolean {
    return this.keys.has(key);
  }

  /** Places the unit on the day (the caller checked the room), under `key` (the unit's own key by default). */
  place(unit: Omit<WorkUnit, 'stream' | 'order'>, day: number, phase: DayPhase, key = unit.key): void {
    const index = day - this.firstDay;
    this.room[index] = (this.room[index] ?? 0) - unit.minutes;
    this.keys.add(key);
    const { kind, title, minutes, subjectId, subject, target } = unit;
    this.entries.push({
      activity: { key, kind, title, minutes, subjectId, subject, target, day },
      phase,
      sequence: this.entries.length,
    });
  }

  /** Every placed activity by day, then phase, then placement order, with its position in the day. */
  activities(): PlannedActivity[] {
    const sorted = [...this.entries].sort(
      (a, b) => a.activity.day - b.activity.day || a.phase - b.phase || a.sequence - b.sequence,
    );
    const activities: PlannedActivity[] = [];
    let previousDay = Number.NaN;
    let position = 0;
    for (const entry of sorted) {
      position = entry.activity.day === previousDay ? position + 1 : 0;
      previousDay = entry.activity.day;
      activities.push({ ...entry.activity, position });
    }
    return activities;
  }
}
