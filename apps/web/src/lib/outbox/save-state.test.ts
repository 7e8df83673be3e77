import { describe, expect, it } from 'vitest';
import { saveState } from './save-state.ts';
import type { GroupStatus } from './use-outbox-status.ts';

const group = (over: Partial<GroupStatus>): GroupStatus => ({
  status: 'idle',
  pending: 0,
  errorCode: null,
  online: true,
  sent: true,
  ...over,
});

describe('saveState: one reading of the outbox for every save indicator', () => {
  it('says nothing before the screen sent a write', () => {
    expect(saveState(group({ sent: false, status: 'saved' }))).toBe('idle');
  });

  it('offline while writes of the group wait without network', () => {
    expect(saveState(group({ online: false, pending: 2, status: 'offline' }))).toBe('offline');
    expect(saveState(group({ online: true, pending: 1, status: 'offline' }))).toBe('offline');
    expect(saveState(group({ online: false, pending: 0, status: 'saved' }))).toBe('saved');
  });

  it("an error only for the group's own refused write, not another screen's", () => {
    expect(saveState(group({ status: 'error', errorCode: 'simulados.deadline_passed' }))).toBe('error');
    expect(saveState(group({ status: 'error', errorCode: null }))).toBe('saved');
    expect(saveState(group({ status: 'error', errorCode: null, pending: 1 }))).toBe('saving');
  });

  it('saving while writes are unacknowledged, then saved', () => {
    expect(saveState(group({ status: 'saving', pending: 1 }))).toBe('saving');
    expect(saveState(group({ status: 'saved' }))).toBe('saved');
  });
});
