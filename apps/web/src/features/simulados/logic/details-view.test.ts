import { describe, expect, it } from 'vitest';
import { detailsView, instructionBlocks } from './details-view.ts';

const attempt = (status: 'in_progress' | 'submitted') => ({
  status,
  started_at: '',
  deadline: '',
  submitted_at: null,
  score: null,
});

describe('detailsView', () => {
  it('shows the result once submitted, the running attempt, or the state of the window', () => {
    expect(detailsView({ state: 'closed', attempt: attempt('submitted') })).toBe('result');
    expect(detailsView({ state: 'open', attempt: attempt('in_progress') })).toBe('in_progress');
    expect(detailsView({ state: 'open', attempt: null })).toBe('start');
    expect(detailsView({ state: 'upcoming', attempt: null })).toBe('upcoming');
    expect(detailsView({ state: 'closed', attempt: null })).toBe('closed');
  });
});

describe('instructionBlocks', () => {
  it('turns dashed lines into a list and the rest into paragraphs', () => {
    expect(instructionBlocks('Leia com atenção.\n- Uma\n- Duas\n\nBoa prova!')).toEqual([
      { kind: 'paragraph', text: 'Leia com atenção.' },
      { kind: 'list', items: ['Uma', 'Duas'] },
      { kind: 'paragraph', text: 'Boa prova!' },
    ]);
  });
});
