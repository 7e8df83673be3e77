import { describe, expect, it, vi } from 'vitest';
import { notifySignedIn, onSignedIn } from './signed-in.ts';

describe('onSignedIn / notifySignedIn', () => {
  it('calls every listener on each sign-in until it unsubscribes', () => {
    const first = vi.fn();
    const second = vi.fn();
    const offFirst = onSignedIn(first);
    const offSecond = onSignedIn(second);
    notifySignedIn();
    offFirst();
    notifySignedIn();
    offSecond();
    notifySignedIn();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('runs the other listeners when one fails', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const after = vi.fn();
    const offBroken = onSignedIn(() => {
      throw new Error('broken');
    });
    const offAfter = onSignedIn(after);
    notifySignedIn();
    offBroken();
    offAfter();
    expect(after).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('does nothing when no one listens (nothing cached yet)', () => {
    expect(() => notifySignedIn()).not.toThrow();
  });
});
