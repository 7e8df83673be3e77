/* global window, document, location */
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

  const calls = {};
  const get = (url) => {
    calls[url] = {
      authorization: headers.Authorization ?? null,
      response: fetch(url, { headers, credentials: 'include' }),
    };
    // A read the app never takes (another page first, a failure) must not surface as an unhandled rejection.
    calls[url].response.catch(() => undefined);
  };
  get('/api/app-config');
  get('/api/producers');
  get(`/api/producers/current?${new URLSearchParams({ origin: location.origin })}`);
  if (token) {
    get('/api/user');
    // The learner's landing page: its course list and progress (features/catalog/components/catalog-page.tsx).
    if (location.pathname === '/courses' || location.pathname === '/courses/') {
      get('/api/courses?type=courses&page=1&per_page=100');
      get('/api/user/courses');
    }
  }
  window.__bootPrefetch = calls;
})();
