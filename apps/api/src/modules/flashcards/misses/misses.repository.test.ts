import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rawRows } from '../../../db/raw-rows.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { studyDayStart } from '../study-day.ts';
import { nextStudyDayStart } from './misses.repository.ts';

describe('nextStudyDayStart', () => {
  const ctx = useTestApp();

  it('is study-day.ts studyDayStart(at, 1) in SQL, on both sides of São Paulo midnight', async () => {
    const times = [
      '2026-03-10T02:59:59.999Z',
      '2026-03-10T03:00:00.000Z',
      '2026-03-10T12:00:00.000Z',
      '2026-12-31T23:30:00.000Z',
      '2027-01-01T02:59:00.000Z',
    ];
    for (const time of times) {
      const [row] = await rawRows<{ next: Date | string }>(
        ctx.database.db,
        sql`select ${nextStudyDayStart(sql`${time}::timestamptz`)} as next`,
      );
      expect(new Date(row?.next ?? '').toISOString()).toBe(studyDayStart(new Date(time), 1).toISOString());
    }
  });
});
