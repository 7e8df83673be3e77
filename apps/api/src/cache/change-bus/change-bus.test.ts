import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChangeBus, leaseMs, pingEveryMs, type ChangeListener, type ChangeTransport } from './change-bus.ts';

/** A remote transport under the test's control: it delivers what is sent while `delivering`, and fails sends on demand. */
function fakeTransport() {
  const state = { delivering: true, sendFails: false, listener: null as ChangeListener | null, sent: [] as string[] };
  const deliver = async (text: string) => {
    if (state.delivering) state.listener?.message(text);
  };
  const transport: ChangeTransport = {
    name: 'redis',
    inProcess: false,
    async send(text) {
      if (state.sendFails) throw new Error('unreachable');
      state.sent.push(text);
      await deliver(text);
    },
    subscribe(listener) {
      state.listener = listener;
      return { ping: deliver, close: async () => undefined };
    },
    close: async () => undefined,
  };
  return { state, transport };
}

function openBus(transport: ChangeTransport) {
  const seen = { changes: [] as string[], subscribed: 0 };
  const bus = new ChangeBus(
    transport,
    {
      onChange: (text) => seen.changes.push(text),
      onSubscribed: () => (seen.subscribed += 1),
      onTrouble: () => undefined,
      onRecovered: () => undefined,
    },
    { retryForMs: 60_000 },
  );
  return { bus, seen };
}

describe('ChangeBus', () => {
  afterEach(() => vi.useRealTimers());

  it('is trusted only once a ping came back, and stops being trusted within a second of the last one', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'setTimeout', 'performance'] });
    const { state, transport } = fakeTransport();
    const { bus } = openBus(transport);
    expect(bus.trusted()).toBe(false);
    state.listener?.listening();
    await vi.advanceTimersByTimeAsync(0);
    expect(bus.trusted()).toBe(true);
    // The subscription dies without a word: pings stop coming back.
    state.delivering = false;
    await vi.advanceTimersByTimeAsync(leaseMs - pingEveryMs);
    expect(bus.trusted()).toBe(true);
    await vi.advanceTimersByTimeAsync(pingEveryMs);
    expect(bus.trusted()).toBe(false);
    state.delivering = true;
    await vi.advanceTimersByTimeAsync(pingEveryMs);
    expect(bus.trusted()).toBe(true);
    await bus.close();
  });

  it('a lost subscription is not trusted; a new one drops what was cached first, then is trusted again', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'setTimeout', 'performance'] });
    const { state, transport } = fakeTransport();
    const { bus, seen } = openBus(transport);
    state.listener?.listening();
    await vi.advanceTimersByTimeAsync(0);
    state.listener?.lost(new Error('connection reset'));
    expect(bus.trusted()).toBe(false);
    state.listener?.listening();
    expect(seen.subscribed).toBe(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(bus.trusted()).toBe(true);
    await bus.close();
  });

  it('hands on changes (its own too) but not pings', async () => {
    const { state, transport } = fakeTransport();
    const { bus, seen } = openBus(transport);
    state.listener?.listening();
    await bus.publish('user:1');
    state.listener?.message('ping:someone-else:1');
    expect(seen.changes).toEqual(['user:1']);
    await bus.close();
  });

  it('a change that could not be sent is sent again once the transport works', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'setTimeout', 'performance'] });
    const { state, transport } = fakeTransport();
    const { bus } = openBus(transport);
    state.sendFails = true;
    await bus.publish('session:7');
    await vi.advanceTimersByTimeAsync(pingEveryMs * 2);
    expect(state.sent).toEqual([]);
    state.sendFails = false;
    await vi.advanceTimersByTimeAsync(pingEveryMs);
    expect(state.sent).toEqual(['session:7']);
    await bus.close();
  });
});
