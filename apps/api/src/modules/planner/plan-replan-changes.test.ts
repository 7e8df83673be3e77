import { describe, expect, it } from 'vitest';
import type { PlannedActivity } from './engine/engine-types.ts';
import type { PlanActivityRow } from './plan-activities.repository.ts';
import { dayNumberOf } from './plan-dates.ts';
import { replanChanges } from './plan-replan-changes.ts';

const target = { type: 'case', case_id: 1 };

function row(id: number, key: string, date: string, overrides: Partial<PlanActivityRow> = {}): PlanActivityRow {
  return {
    id,
    plan_id: 9,
    date,
    position: 0,
    kind: 'case',
    unit_key: key,
    title: `Caso ${key}`,
    subject: null,
    subject_id: null,
    minutes: 30,
    target,
    status: 'pending',
    done_by: null,
    done_at: null,
    original_date: null,
    practice_session_id: null,
    ...overrides,
  };
}

function planned(key: string, date: string, position = 0): PlannedActivity {
  const { subject, subject_id, minutes, target: rowTarget } = row(0, key, date);
  return {
    key,
    kind: 'case',
    title: `Caso ${key}`,
    minutes,
    subjectId: subject_id,
    subject,
    target: rowTarget,
    day: dayNumberOf(date),
    position,
  };
}

describe('replanChanges', () => {
  it('moves pending rows, remembering the day they first had; leaves unchanged ones alone', () => {
    const rows = [
      row(1, 'case:1', '2027-01-04'),
      row(2, 'case:2', '2027-01-05', { original_date: '2027-01-02' }),
      row(3, 'case:3', '2027-01-06'),
    ];
    const changes = replanChanges(9, rows, [
      planned('case:1', '2027-01-07'),
      planned('case:2', '2027-01-08'),
      planned('case:3', '2027-01-06'),
    ]);
    expect(changes.placements.map((p) => [p.id, p.date, p.original_date])).toEqual([
      [1, '2027-01-07', '2027-01-04'],
      [2, '2027-01-08', '2027-01-02'],
    ]);
    expect(changes.inserts).toEqual([]);
    expect(changes.deletes).toEqual([]);
  });

  it('never touches done or skipped rows, adds new units and deletes pending rows that left the plan', () => {
    const rows = [
      row(1, 'case:1', '2027-01-04', { status: 'done', done_by: 'manual', done_at: new Date() }),
      row(2, 'case:2', '2027-01-04', { status: 'skipped' }),
      row(3, 'case:3', '2027-01-05'),
    ];
    const changes = replanChanges(9, rows, [planned('case:1', '2027-01-09'), planned('case:4', '2027-01-06', 1)]);
    expect(changes.placements).toEqual([]);
    expect(changes.deletes).toEqual([3]);
    expect(changes.inserts).toEqual([
      expect.objectContaining({ plan_id: 9, unit_key: 'case:4', date: '2027-01-06', position: 1 }),
    ]);
  });

  it('updates a row whose minutes or target changed on the same day', () => {
    const changes = replanChanges(
      9,
      [row(1, 'case:1', '2027-01-04')],
      [{ ...planned('case:1', '2027-01-04'), minutes: 45 }],
    );
    expect(changes.placements).toEqual([expect.objectContaining({ id: 1, minutes: 45, original_date: null })]);
  });
});
