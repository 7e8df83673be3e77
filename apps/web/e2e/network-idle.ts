import type { Page, Request } from '@playwright/test';

/**
 * Each page's requests, so that a journey knows when its page has settled and, when it never does, what keeps it
 * busy: those in flight (since when), and the last ones started (short requests in a loop leave none in flight).
 */
interface PageTraffic {
  inFlight: Map<Request, number>;
  recent: { url: string; at: number }[];
}
const traffic = new WeakMap<Page, PageTraffic>();
const recentKept = 10;

/** Starts recording a page's requests (once per page): call it before the page loads anything. */
export function trackTraffic(page: Page): void {
  if (traffic.has(page)) return;
  const seen: PageTraffic = { inFlight: new Map(), recent: [] };
  traffic.set(page, seen);
  page.on('request', (request) => {
    const at = Date.now();
    seen.inFlight.set(request, at);
    seen.recent.push({ url: `${request.method()} ${request.url()}`, at });
    if (seen.recent.length > recentKept) seen.recent.shift();
  });
  page.on('requestfinished', (request) => seen.inFlight.delete(request));
  page.on('requestfailed', (request) => seen.inFlight.delete(request));
}

/** How long the network may stay busy before a journey gives up and names the requests in flight. */
const settleMs = 45_000;
/** Idle means no request in flight for this long (Playwright's own `networkidle` rule). */
const quietMs = 500;
const pollMs = 50;

function busyReport(seen: PageTraffic): string {
  const now = Date.now();
  const busy = [...seen.inFlight].map(
    ([request, since]) => `${request.method()} ${request.url()} (${Math.round((now - since) / 1000)} s)`,
  );
  const recent = seen.recent.map(({ url, at }) => `${url} (${((now - at) / 1000).toFixed(1)} s ago)`);
  return `the network never went idle; in flight: ${busy.join(', ') || 'nothing'}; last started: ${recent.join(', ')}`;
}

/**
 * Waits until the page has had no request in flight for half a second; past settleMs, fails with what is still
 * loading. Counted from the page's own request events, not Playwright's `networkidle`: a frame whose document
 * failed (the lesson's Vimeo player, which the browser cannot resolve offline) never counts as idle there. A page
 * that was not tracked from its start falls back to `networkidle`.
 */
export async function networkIdle(page: Page): Promise<void> {
  const seen = traffic.get(page);
  if (!seen) return page.waitForLoadState('networkidle', { timeout: settleMs });
  const deadline = Date.now() + settleMs;
  let quietSince = Date.now();
  for (;;) {
    const now = Date.now();
    if (seen.inFlight.size > 0) quietSince = now;
    else if (now - quietSince >= quietMs) return;
    if (now > deadline) throw new Error(busyReport(seen));
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
