import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

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

/** A page with the app's scripts held, and the login the build drew in #root (`drawn: false`: index.html's empty root). */
function pageWithHeldScripts({ drawn = true } = {}) {
  document.head.innerHTML =
    '<template id="app-scripts"><link rel="modulepreload" href="/assets/cVendor.js"><meta name="started"></template>';
  document.body.innerHTML = drawn
    ? '<div id="root"><div class="contents" data-first-screen="/auth/newLogin" inert><h1>Entrar</h1></div></div>'
    : '<div id="root"></div>';
}

const started = () => document.head.querySelectorAll('meta[name="started"]').length;
/** Whether the app started, once the starter's tasks have run (it inserts one held element per task). */
const startedAfterItsTasks = () => {
  vi.advanceTimersByTime(10);
  return started();
};
const runStarter = () => new Function(starter)();

describe('the app started after the drawn screen painted (public/start-after-paint.js, issue 19)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    localStorage.clear();
    vi.useRealTimers();
  });

  it('inserts the held scripts once, at the first contentful paint', () => {
    pageWithHeldScripts();
    const paint = paintObserver();
    runStarter();
    paint.report('first-paint');
    expect(startedAfterItsTasks()).toBe(0);
    paint.report('first-paint', 'first-contentful-paint');
    paint.report('first-contentful-paint');
    expect(startedAfterItsTasks()).toBe(1);
    expect(paint.disconnect).toHaveBeenCalled();
    expect(document.head.querySelector('link[rel="modulepreload"]')?.getAttribute('href')).toBe('/assets/cVendor.js');
  });

  it('inserts the held elements one per task, in their order, so that no task starts them all', () => {
    pageWithHeldScripts({ drawn: false });
    paintObserver();
    runStarter();
    expect(document.head.querySelector('link[rel="modulepreload"]')).not.toBeNull();
    expect(started()).toBe(0);
    vi.advanceTimersByTime(0);
    expect(started()).toBe(1);
  });

  it('starts at once in a hidden page, which paints nothing', () => {
    pageWithHeldScripts();
    paintObserver();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    runStarter();
    expect(startedAfterItsTasks()).toBe(1);
  });

  it('starts anyway after three seconds when no paint is reported', () => {
    pageWithHeldScripts();
    paintObserver();
    runStarter();
    vi.advanceTimersByTime(2_989);
    expect(startedAfterItsTasks()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(startedAfterItsTasks()).toBe(1);
  });

  it('starts at once when nothing is drawn: index.html for a visitor, or a page with no kept screen', () => {
    pageWithHeldScripts({ drawn: false });
    paintObserver();
    runStarter();
    expect(startedAfterItsTasks()).toBe(1);
    expect(document.getElementById('root')).toBeEmptyDOMElement();
  });

  it("paints a returning learner's last screen first, and starts the app once it has painted", () => {
    pageWithHeldScripts({ drawn: false });
    localStorage.setItem('session', JSON.stringify({ state: { token: 't', user: { id: 'u-1' } } }));
    localStorage.setItem(
      'last-screens',
      JSON.stringify({
        [window.location.pathname]: { user: 'u-1', stylesheet: null, dark: false, html: '<h2>Extensivo</h2>' },
      }),
    );
    const paint = paintObserver();
    runStarter();
    expect(document.querySelector('#root > [data-last-screen] h2')).toHaveTextContent('Extensivo');
    expect(startedAfterItsTasks()).toBe(0);
    paint.report('first-contentful-paint');
    expect(startedAfterItsTasks()).toBe(1);
  });

  it('does nothing on a page without held scripts', () => {
    paintObserver();
    expect(() => runStarter()).not.toThrow();
    expect(document.head.children).toHaveLength(0);
  });
});
