import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** public/start-after-paint.js, run as the browser runs a classic script. */
const starter = readFileSync(join(import.meta.dirname, '../../../../public/start-after-paint.js'), 'utf8');

type PaintCallback = (list: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void;

/** A PerformanceObserver whose paint entries the test reports. */
function paintObserver() {
  const callbacks: PaintCallback[] = [];
  const disconnect = vi.fn();
  class FakeObserver {
    constructor(callback: PaintCallback) {
      callbacks.push(callback);
    }
    observe() {}
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  const report = (...names: string[]) => {
    for (const callback of callbacks)
      callback({ getEntriesByName: (name) => (names.includes(name) ? [{ name }] : []) }, { disconnect });
  };
  return { report, disconnect };
}

function pageWithHeldScripts() {
  document.head.innerHTML =
    '<template id="app-scripts"><link rel="modulepreload" href="/assets/cVendor.js"><meta name="started"></template>';
}

const started = () => document.head.querySelectorAll('meta[name="started"]').length;
const runStarter = () => new Function(starter)();

describe('the app started after the drawn screen painted (public/start-after-paint.js, issue 19)', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    vi.useRealTimers();
  });

  it('inserts the held scripts once, at the first contentful paint', () => {
    pageWithHeldScripts();
    const paint = paintObserver();
    runStarter();
    paint.report('first-paint');
    expect(started()).toBe(0);
    paint.report('first-paint', 'first-contentful-paint');
    paint.report('first-contentful-paint');
    expect(started()).toBe(1);
    expect(paint.disconnect).toHaveBeenCalled();
    expect(document.head.querySelector('link[rel="modulepreload"]')?.getAttribute('href')).toBe('/assets/cVendor.js');
  });

  it('starts at once in a hidden page, which paints nothing', () => {
    pageWithHeldScripts();
    paintObserver();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    runStarter();
    expect(started()).toBe(1);
  });

  it('starts anyway after three seconds when no paint is reported', () => {
    vi.useFakeTimers();
    pageWithHeldScripts();
    paintObserver();
    runStarter();
    vi.advanceTimersByTime(2_999);
    expect(started()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(started()).toBe(1);
  });

  it('does nothing on a page without held scripts', () => {
    paintObserver();
    expect(() => runStarter()).not.toThrow();
    expect(document.head.children).toHaveLength(0);
  });
});
