import { describe, expect, it } from 'vitest';
import { loadedLayout, loadLayout, routeLayoutName } from './layout-registry.ts';

describe('layout registry', () => {
  it('maps a route without a layout (or the shell-only loading layout) to default', () => {
    expect(routeLayoutName(undefined)).toBe('default');
    expect(routeLayoutName('loading')).toBe('default');
    expect(routeLayoutName('planner')).toBe('planner');
  });

  it('loads each layout once and then serves it synchronously', async () => {
    expect(loadedLayout('pages')).toBeUndefined();
    const [first, second] = await Promise.all([loadLayout('pages'), loadLayout('pages')]);
    expect(first).toBe(second);
    expect(loadedLayout('pages')).toBe(first);
    expect(first.displayName).toBe('WithQueryClient(PagesLayout)');
  });
});
