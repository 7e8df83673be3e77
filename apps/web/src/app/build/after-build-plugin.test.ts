import { describe, expect, it, vi } from 'vitest';
import type { ResolvedConfig } from 'vite';
import { afterBuildPlugin } from './after-build-plugin.ts';

/** Calls a hook the way Vite does: a function, or an object with its handler. */
function call(hook: unknown, ...args: unknown[]): unknown {
  const handler = typeof hook === 'function' ? hook : (hook as { handler: (...a: unknown[]) => unknown }).handler;
  return handler(...args);
}

const config = (outDir: string) => ({ root: '/repo/apps/web', build: { outDir } }) as ResolvedConfig;

describe('afterBuildPlugin', () => {
  it('runs its step on the absolute output folder, once the bundle is written, in builds only', async () => {
    const task = vi.fn(() => Promise.resolve());
    const plugin = afterBuildPlugin('members:test-step', task);
    expect(plugin.apply).toBe('build');
    call(plugin.configResolved, config('dist'));
    expect(task).not.toHaveBeenCalled();
    await call(plugin.closeBundle);
    expect(task).toHaveBeenCalledWith('/repo/apps/web/dist');
    call(plugin.configResolved, config('/tmp/elsewhere'));
    await call(plugin.closeBundle);
    expect(task).toHaveBeenLastCalledWith('/tmp/elsewhere');
  });

  it('keeps the order it is given', () => {
    expect(afterBuildPlugin('members:first', () => Promise.resolve(), 'pre').closeBundle).toMatchObject({
      order: 'pre',
    });
  });
});
