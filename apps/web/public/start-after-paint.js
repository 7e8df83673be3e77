/* global document, location */
/**
 * Issue 19: the app's scripts wait in <template id="app-scripts"> (app/build/first-screens) until what is drawn
 * has painted, then start as the build wrote them (a script cloned from a template runs when inserted). Drawn is
 * either the first screen the build drew in the page (the login), or a returning learner's last screen, which
 * this script paints first: the app keeps the last screen of each area's main page (app/last-screen,
 * localStorage `last-screens`), and it is painted, inert, for the same learner, path and stylesheet. The app
 * mounts beside it, hidden, and swaps itself in once its page is drawn (app/first-screen.ts). With nothing drawn,
 * or in a hidden page (which paints nothing), the scripts start at once; the timer is a safety net for a browser
 * that reports no paint. A classic script: the CSP allows only same-origin scripts, so it cannot be inline.
 */
(() => {
  /** Paints the learner's last screen of this path in #root; whether it did. */
  const paintLastScreen = (root) => {
    let saved = null;
    let userId = null;
    try {
      const session = JSON.parse(localStorage.getItem('session') ?? 'null')?.state ?? null;
      userId = session?.token ? (session.user?.id ?? null) : null;
      saved = JSON.parse(localStorage.getItem('last-screens') ?? 'null')?.[location.pathname] ?? null;
    } catch {
      return false; // unreadable: the app starts as it would without
    }
    if (!saved || !userId || saved.user !== userId || typeof saved.html !== 'string') return false;
    const stylesheet = document.querySelector('link[rel="stylesheet"]')?.getAttribute('href') ?? null;
    if (saved.stylesheet !== stylesheet) return false; // another build: its classes may not be in this stylesheet
    document.documentElement.classList.toggle('dark', saved.dark === true);
    document.documentElement.style.colorScheme = saved.dark === true ? 'dark' : 'light';
    const screen = document.createElement('div');
    screen.className = 'contents';
    screen.dataset.firstScreen = location.pathname;
    screen.dataset.lastScreen = '';
    screen.setAttribute('inert', '');
    screen.setAttribute('aria-hidden', 'true'); // for browsers without inert, and for the accessibility tree
    screen.innerHTML = saved.html;
    root.append(screen);
    return true;
  };

  const run = () => {
    const root = document.getElementById('root');
    const drawn = root !== null && root.querySelector(':scope > [data-first-screen]') !== null;
    const painted = root !== null && root.childElementCount === 0 && paintLastScreen(root); // nothing drawn there
    const template = document.getElementById('app-scripts');
    if (!template) return;
    let started = false;
    // One element per task, in the build's order (the early reads, the entry, its preloads): each starts a request,
    // and together they blocked a phone's main thread for longer than a tap may wait (issue 19).
    const start = () => {
      if (started) return;
      started = true;
      const held = [...document.importNode(template.content, true).childNodes];
      const insertNext = () => {
        const node = held.shift();
        if (node === undefined) return;
        document.head.append(node);
        setTimeout(insertNext, 0);
      };
      insertNext();
    };
    if ((!drawn && !painted) || document.visibilityState === 'hidden') return start();
    try {
      new PerformanceObserver((list, observer) => {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        start();
      }).observe({ type: 'paint', buffered: true });
    } catch {
      start();
      return;
    }
    setTimeout(start, 3000);
  };

  // An async script may run before the parser has reached #root.
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run);
  else run();
})();
