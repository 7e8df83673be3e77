import type { SimuladoSummary } from '@members/contract';
import { describe, expect, it } from 'vitest';
import { groupSimulados } from './group-simulados.ts';

const simulado = (
  id: number,
  state: SimuladoSummary['state'],
  attempt: SimuladoSummary['attempt'] = null,
): SimuladoSummary => ({
  id,
  title: `S${id}`,
  description: '',
  question_count: 10,
  time_limit_minutes: 60,
  opens_at: `2026-05-${String(10 + id).padStart(2, '0')}T12:00:00.000Z`,
  closes_at: `2026-06-${String(10 + id).padStart(2, '0')}T12:00:00.000Z`,
  state,
  takers: 0,
  attempt,
});
const attempt = (status: 'in_progress' | 'submitted', submitted_at: string | null = null) => ({
  status,
  started_at: '2026-05-12T12:00:00.000Z',
  deadline: '2026-05-12T14:00:00.000Z',
  submitted_at,
  score: status === 'submitted' ? 70 : null,
});

describe('groupSimulados', () => {
  it('splits open (in progress first), upcoming, handed in (open or closed) and closed without the learner', () => {
    const groups = groupSimulados([
      simulado(1, 'open'),
      simulado(2, 'open', attempt('in_progress')),
      simulado(3, 'upcoming'),
      simulado(4, 'closed', attempt('submitted', '2026-05-01T12:00:00.000Z')),
      simulado(5, 'closed'),
      simulado(6, 'open', attempt('submitted', '2026-05-20T12:00:00.000Z')),
    ]);
    expect(groups.open.map((item) => item.id)).toEqual([2, 1]);
    expect(groups.upcoming.map((item) => item.id)).toEqual([3]);
    // Handed in, newest first: 6 (still open until June 16, never "Encerrados") on May 20, 4 on May 1.
    expect(groups.submitted.map((item) => item.id)).toEqual([6, 4]);
    expect(groups.finished.map((item) => item.id)).toEqual([5]);
  });
});
