import { describe, expect, it, vi } from 'vitest';
import { createProgressSaver, type ProgressSaverOptions } from './progress-saver.ts';

function setup(options: Partial<ProgressSaverOptions> = {}) {
  let clock = 0;
  const calls: [number, boolean][] = [];
  let release: () => void = () => undefined;
  const save = vi.fn((seconds: number, leaving: boolean) => {
    calls.push([seconds, leaving]);
    return options.save ? options.save(seconds, leaving) : Promise.resolve();
  });
  const saver = createProgressSaver({ enabled: true, initialPosition: 0, now: () => clock, ...options, save });
  return {
    saver,
    calls,
    save,
    tick: (ms: number) => (clock += ms),
    hold: () => new Promise<void>((resolve) => (release = resolve)),
    release: () => release(),
  };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createProgressSaver', () => {
  it('saves while playing at most every 10 s', async () => {
    const { saver, calls, tick } = setup();
    for (let second = 1; second <= 25; second += 1) {
      tick(1000);
      saver.report(second + 0.4);
      await settle();
    }
    expect(calls).toEqual([
      [10, false],
      [20, false],
    ]);
  });

  it('saves at once on pause, seeked and ended, but never the same position twice', async () => {
    const { saver, calls, tick } = setup({ initialPosition: 42 });
    saver.flush(42.7);
    expect(calls).toEqual([]);
    saver.flush(50);
    await settle();
    tick(500);
    saver.flush(50.2);
    saver.flush(120);
    await settle();
    expect(calls).toEqual([
      [50, false],
      [120, false],
    ]);
  });

  it('sends the last known position with keepalive on leaving', async () => {
    const { saver, calls, tick } = setup();
    tick(3000);
    saver.report(3.2);
    saver.leave();
    saver.leave();
    await settle();
    expect(calls).toEqual([[3, true]]);
  });

  it('never saves a locked lesson', () => {
    const { saver, save, tick } = setup({ enabled: false });
    tick(60_000);
    saver.report(30);
    saver.flush(31);
    saver.leave();
    expect(save).not.toHaveBeenCalled();
  });

  it('runs saves one at a time and sends only the latest waiting one after the one in flight', async () => {
    const context = setup({ save: () => context.hold() });
    const { saver, calls } = context;
    saver.flush(10);
    saver.flush(11);
    saver.flush(12);
    expect(calls).toEqual([[10, false]]);
    context.release();
    await settle();
    expect(calls).toEqual([
      [10, false],
      [12, false],
    ]);
  });

  it('sends a waiting save with keepalive when the learner leaves meanwhile', () => {
    const context = setup({ save: () => context.hold() });
    const { saver, calls } = context;
    saver.flush(10);
    saver.flush(20);
    saver.leave();
    expect(calls).toEqual([
      [10, false],
      [20, true],
    ]);
  });

  it('tries again after a failed save', async () => {
    const { saver, calls } = setup({ save: () => Promise.reject(new Error('offline')) });
    saver.flush(15);
    await settle();
    saver.flush(15);
    await settle();
    expect(calls).toEqual([
      [15, false],
      [15, false],
    ]);
  });

  it('ignores positions that are not numbers and clamps negative ones', () => {
    const { saver, calls } = setup({ initialPosition: 5 });
    saver.flush(Number.NaN);
    expect(calls).toEqual([]);
    saver.flush(-4);
    expect(calls).toEqual([[0, false]]);
  });
});
