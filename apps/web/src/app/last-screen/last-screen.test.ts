import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialSessionState, useSessionStore } from '../../lib/session/session-store.ts';
import { testUser } from '../../test/login-response.ts';
import { lastScreensKey } from './last-screen-paths.ts';
import { saveLastScreen, startSavingLastScreens } from './save-last-screen.ts';

/** public/start-after-paint.js, which paints the last screen, run as the browser runs a classic script. */
const painter = readFileSync(join(import.meta.dirname, '../../../public/start-after-paint.js'), 'utf8');
const paintLastScreen = () => new Function(painter)();

const stylesheet = '/assets/index-abc.css';
const drawnPage =
  '<header>Foco Oftalmo</header><div class="page-transition-fade p-4" data-transition="fade" data-page="/courses/"><h2>Extensivo</h2></div>';

/** The built app's document: its stylesheet, #root, and the app mounted in it showing `html`. */
function builtApp(html = drawnPage) {
  document.head.innerHTML = `<link rel="stylesheet" href="${stylesheet}">`;
  document.body.innerHTML = '<div id="root"></div>';
  const mount = document.createElement('div');
  mount.innerHTML = html;
  return mount;
}

/** A fresh page load of the same document: #root empty, before the bundle. */
const reloaded = () => {
  document.body.innerHTML = '<div id="root"></div>';
  return document.getElementById('root') as HTMLElement;
};

const signIn = (id = testUser.id) => useSessionStore.setState({ token: 'token-1', user: { ...testUser, id } });
const kept = () => JSON.parse(localStorage.getItem(lastScreensKey) ?? '{}') as Record<string, { html: string }>;

describe("a learner's last screen, painted before the bundle (issue 19)", () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/courses');
    signIn();
  });
  afterEach(() => {
    useSessionStore.setState(initialSessionState);
    localStorage.clear();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    document.documentElement.classList.remove('dark');
    window.history.replaceState(null, '', '/');
    vi.useRealTimers();
  });

  it('is kept once the page is drawn, and painted inert in #root on the next visit, without its fade-in', () => {
    saveLastScreen(builtApp(`${drawnPage}<section><ol data-sonner-toaster><li>Resposta salva</li></ol></section>`));
    const root = reloaded();
    paintLastScreen();
    const screen = root.querySelector<HTMLElement>(':scope > [data-last-screen]');
    expect(screen).toHaveAttribute('data-first-screen', '/courses');
    expect(screen).toHaveAttribute('inert');
    expect(screen).toHaveAttribute('aria-hidden', 'true');
    expect(screen?.querySelector('h2')).toHaveTextContent('Extensivo');
    expect(screen?.querySelector('[data-transition]')).toHaveClass('p-4');
    expect(screen?.querySelector('[data-transition]')).not.toHaveClass('page-transition-fade');
    expect(screen).not.toHaveTextContent('Resposta salva');
  });

  it('paints in the colour mode it was saved in', () => {
    document.documentElement.classList.add('dark');
    saveLastScreen(builtApp());
    document.documentElement.classList.remove('dark');
    reloaded();
    paintLastScreen();
    expect(document.documentElement).toHaveClass('dark');
  });

  it('is not kept while the page still loads, on a page that is not kept, nor signed out', () => {
    saveLastScreen(builtApp('<div data-page="/courses"><div data-skeleton=""></div></div>'));
    saveLastScreen(builtApp('<div data-page="/courses"><div aria-busy="true"></div></div>'));
    saveLastScreen(builtApp('<header>only the layout</header>'));
    // The location is already /courses, but the router still shows the login while the catalog loads.
    saveLastScreen(builtApp('<div data-page="/auth/newLogin"><h1>Entrar na plataforma</h1></div>'));
    saveLastScreen(builtApp(), '/courses/u-1/module/7');
    useSessionStore.setState(initialSessionState);
    saveLastScreen(builtApp());
    expect(kept()).toEqual({});
  });

  it('is not painted for another learner, another page, another build, or over what is already there', () => {
    saveLastScreen(builtApp());
    signIn('u-2');
    paintLastScreen();
    expect(reloaded()).toBeEmptyDOMElement();
    signIn();
    window.history.replaceState(null, '', '/flashcards');
    paintLastScreen();
    expect(document.getElementById('root')).toBeEmptyDOMElement();
    window.history.replaceState(null, '', '/courses');
    document.head.innerHTML = '<link rel="stylesheet" href="/assets/index-new.css">';
    paintLastScreen();
    expect(document.getElementById('root')).toBeEmptyDOMElement();
    document.head.innerHTML = `<link rel="stylesheet" href="${stylesheet}">`;
    const root = reloaded();
    root.innerHTML = '<div data-first-screen="/courses">drawn at build time</div>';
    paintLastScreen();
    expect(root.children).toHaveLength(1);
  });

  it('paints nothing from an unreadable store, and nothing signed out', () => {
    saveLastScreen(builtApp());
    useSessionStore.setState(initialSessionState);
    paintLastScreen();
    expect(reloaded()).toBeEmptyDOMElement();
    signIn();
    localStorage.setItem(lastScreensKey, '{not json');
    paintLastScreen();
    expect(document.getElementById('root')).toBeEmptyDOMElement();
  });

  it('keeps the six most recent pages, of the signed-in learner only', () => {
    const paths = [
      '/courses',
      '/questoes',
      '/questoes/filtro',
      '/flashcards',
      '/casos-clinicos',
      '/planner/9/activities',
    ];
    vi.useFakeTimers();
    localStorage.setItem(lastScreensKey, JSON.stringify({ '/questoes': { user: 'u-2', html: 'dela', savedAt: 1 } }));
    for (const path of paths) {
      vi.advanceTimersByTime(1_000);
      saveLastScreen(builtApp(`<div data-page="${path}">${path}</div>`), path);
    }
    vi.advanceTimersByTime(1_000);
    saveLastScreen(builtApp('<div data-page="/courses">de novo</div>'), '/courses');
    expect(Object.keys(kept()).toSorted()).toEqual(paths.toSorted());
    expect(kept()['/questoes']?.html).toContain('/questoes');
    expect(kept()['/courses']?.html).toContain('de novo');
  });

  it('is saved once the app settles, and forgotten at sign-out or a change of learner', () => {
    vi.useFakeTimers();
    const mount = builtApp('<header>loading</header>');
    const stop = startSavingLastScreens(mount);
    mount.innerHTML = drawnPage;
    vi.advanceTimersByTime(0); // the mutation is recorded
    expect(kept()).toEqual({});
    vi.advanceTimersByTime(1_000);
    expect(Object.keys(kept())).toEqual(['/courses']);
    signIn('u-2');
    expect(kept()).toEqual({});
    saveLastScreen(mount);
    useSessionStore.getState().clear();
    expect(kept()).toEqual({});
    stop();
  });

  it('is saved when the learner leaves the tab', () => {
    const mount = builtApp();
    const stop = startSavingLastScreens(mount);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(Object.keys(kept())).toEqual(['/courses']);
    stop();
    vi.restoreAllMocks();
  });
});
