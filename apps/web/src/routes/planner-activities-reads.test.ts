import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetch } from './planner-activities-reads.ts';

/** The plan as GET /api/planner/plans/:id answers it, reduced to what picks the day shown. */
const plan = { today: '2026-11-28', start_date: '2026-11-02', exam_date: '2027-02-20' };
const readPlan = vi.fn((_id: number) => Promise.resolve(plan));
const readDays = vi.fn((_id: number, _from: string, _to: string) => Promise.resolve([]));

vi.mock('../features/planner/api/get-plan-summary.ts', () => ({
  planSummaryQueryOptions: (id: number) => ({ queryKey: ['planner', 'summary', id], queryFn: () => readPlan(id) }),
}));
vi.mock('../features/planner/api/get-plan-days.ts', () => ({
  planDaysQueryOptions: (id: number, from: string, to: string) => ({
    queryKey: ['planner', 'days', id, from, to],
    queryFn: () => readDays(id, from, to),
  }),
}));

/** Runs the route's reads and waits for the chain (the plan, then its day) to settle. */
async function readsFor(params: Record<string, string>, search: Record<string, unknown> = {}) {
  const queryClient = new QueryClient();
  prefetch(queryClient, { params, search });
  await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
  await new Promise((resolve) => setTimeout(resolve, 0));
  await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
  return queryClient;
}

describe("/planner/{id}/activities' reads, started by its route loader (issue 19)", () => {
  afterEach(() => vi.clearAllMocks());

  it('reads the plan, then today, without ?dia=', async () => {
    const queryClient = await readsFor({ id: '7' });
    expect(readPlan).toHaveBeenCalledWith(7);
    expect(readDays).toHaveBeenCalledExactlyOnceWith(7, '2026-11-28', '2026-11-28');
    expect(queryClient.getQueryData(['planner', 'days', 7, '2026-11-28', '2026-11-28'])).toEqual([]);
  });

  it('reads the day asked for, or the plan day nearest to it outside the plan', async () => {
    await readsFor({ id: '7' }, { dia: '2026-12-03' });
    expect(readDays).toHaveBeenLastCalledWith(7, '2026-12-03', '2026-12-03');
    await readsFor({ id: '7' }, { dia: '2026-01-10' });
    expect(readDays).toHaveBeenLastCalledWith(7, '2026-11-02', '2026-11-02');
    await readsFor({ id: '7' }, { dia: 'amanhã' });
    expect(readDays).toHaveBeenLastCalledWith(7, '2026-11-28', '2026-11-28');
  });

  it('asks nothing for an address that holds no plan id', async () => {
    await readsFor({ id: 'abc' });
    await readsFor({ id: '0' });
    expect(readPlan).not.toHaveBeenCalled();
    expect(readDays).not.toHaveBeenCalled();
  });

  it('leaves a failed plan read to the page (no day read, no unhandled rejection)', async () => {
    readPlan.mockRejectedValueOnce(new Error('planner.plan_not_found'));
    await readsFor({ id: '9' });
    expect(readDays).not.toHaveBeenCalled();
  });
});
