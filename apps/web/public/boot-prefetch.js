/* global window, document, location, scheduler */
/**
 * Issue 19: the first screen's API reads, started while the app's bundle downloads (an async classic script:
 * the CSP allows only same-origin scripts, so it cannot be inline). Without it they start only after the bundle
 * has run, one after the other (config, producers, the current producer, then the page's data). The app takes
 * each answer once, through lib/api/boot-prefetch.ts, when it asks for the same URL with the same token; the
 * request headers are the ones lib/api/session-headers.ts sends.
 */
(() => {
  let session = null;
  try {
    session = JSON.parse(localStorage.getItem('session') ?? 'null')?.state ?? null;
  } catch {
    // An unreadable session: the app signs out by itself; only the public reads are started.
  }
  const token = session?.token ?? null;
  const headers = { Accept: 'application/json' };
  const xsrf = document.cookie.match(/(?:^|; )XSRF-TOKEN=([^;]*)/);
  if (xsrf) headers['X-XSRF-TOKEN'] = decodeURIComponent(xsrf[1]);
  if (token) headers.Authorization = `Bearer ${token}`;
  const appId = localStorage.getItem('app_id');
  if (session?.security && appId) headers['X-App-Id'] = appId;

  const urls = [
    '/api/app-config',
    '/api/producers',
    `/api/producers/current?${new URLSearchParams({ origin: location.origin })}`,
  ];
  if (token) {
    urls.push('/api/user');
    // The learner's landing page: its course list and progress (features/catalog/components/catalog-page.tsx).
    if (location.pathname === '/courses' || location.pathname === '/courses/')
      urls.push('/api/courses?type=courses&page=1&per_page=100', '/api/user/courses');
  }
  const calls = {};
  window.__bootPrefetch = calls;
  // One read per task: starting a request costs a phone a few milliseconds, and six in one task blocked its main
  // thread for longer than a tap may wait (Lighthouse's total blocking time, issue 19). The tasks are posted at the
  // scheduler's highest priority, so that they run before the bundle's evaluation (a long task) however fast it
  // arrived, and the app finds every read started; a browser without scheduler.postTask uses timers.
  const nextTask =
    typeof scheduler === 'object' && typeof scheduler?.postTask === 'function'
      ? (task) => scheduler.postTask(task, { priority: 'user-blocking' })
      : (task) => setTimeout(task, 0);
  const startNext = () => {
    const url = urls.shift();
    if (url === undefined) return;
    calls[url] = {
      authorization: headers.Authorization ?? null,
      response: fetch(url, { headers, credentials: 'include' }),
    };
    // A read the app never takes (another page first, a failure) must not surface as an unhandled rejection.
    calls[url].response.catch(() => undefined);
    nextTask(startNext);
  };
  nextTask(startNext);
})();
