import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { e2ePort } from './e2e-env.ts';
import { test as base, expect, type Page, type Request, type TestInfo } from '@playwright/test';

export { expect };
export { e2eDefaultContainer, e2eTagManagerHost } from './e2e-env.ts';

const viewports = [
  { width: 412, height: 823 },
  { width: 1440, height: 900 },
] as const;

export const screenshotDir = join(import.meta.dirname, 'artifacts', 'screenshots');

/** Origin of the e2e server for a vertical (browsers send *.localhost to loopback). */
export function verticalOrigin(slug: string): string {
  return `http://${slug}.localhost:${e2ePort}`;
}

/**
 * A session token planted in the persisted session store (zustand persist shape) to reach protected routes.
 * The API does not know the token: the learner's catalog calls that pages make as they open are answered
 * empty here (as for a learner with nothing yet), so a page shows instead of the session-expired handling.
 */
export async function plantSessionToken(page: Page, token = 'e2e-token'): Promise<void> {
  await page.addInitScript((t) => {
    if (window.localStorage.getItem('session')) return;
    window.localStorage.setItem('session', JSON.stringify({ state: { token: t }, version: 0 }));
  }, token);
  const emptyPage = { page: 1, total_pages: 0, total_results: 0, results: [] };
  await page.route(/\/api\/user\/courses$/, (route) => route.fulfill({ json: { results: [] } }));
  await page.route(/\/api\/courses\/categories(\?.*)?$/, (route) => route.fulfill({ json: { results: [] } }));
  await page.route(/\/api\/courses(\?.*)?$/, (route) => route.fulfill({ json: emptyPage }));
  await page.route(/\/api\/clinical-cases\/in-progress$/, (route) => route.fulfill({ json: { items: [] } }));
  // Home's planner slot: a learner without a plan (the onboarding call to action).
  await page.route(/\/api\/planner\/today$/, (route) => route.fulfill({ json: { plan: null, day: null } }));
}

/** Aborts every request that leaves the e2e server (tag manager, analytics, video): nothing is fetched. */
export async function blockExternalRequests(page: Page): Promise<string[]> {
  const blocked: string[] = [];
  await page.route(
    (url) => url.hostname !== 'localhost' && !url.hostname.endsWith('.localhost'),
    async (route) => {
      blocked.push(route.request().url());
      // A frame whose document was aborted may never count as idle, and Playwright's networkidle waits on every
      // frame: the lesson's Vimeo frame made a journey's check time out in 3 runs of 4. An empty page settles it.
      if (route.request().resourceType() === 'document') await route.fulfill({ contentType: 'text/html', body: '' });
      else await route.abort();
    },
  );
  return blocked;
}

/** The time one journeyChecks call adds to its test's timeout. */
const journeyChecksMs = 15_000;

/**
 * Every browser journey ends with this: axe-core finds no serious or critical violation, at both reference
 * viewports, and screenshots at 412x823 and 1440x900 are saved as artifacts (and attached to the report).
 */
export async function journeyChecks(page: Page, name: string, testInfo: TestInfo = base.info()): Promise<void> {
  // Each call brings its own time: axe and two screenshots at each viewport took up to 15 s on a loaded 2-core box,
  // and a test with two calls ran out of the default 30 s in CI with its last click still to make.
  if (testInfo.timeout > 0) testInfo.setTimeout(testInfo.timeout + journeyChecksMs); // 0: no timeout at all
  mkdirSync(screenshotDir, { recursive: true });
  const original = page.viewportSize();
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => document.fonts.ready);
    // The page's chunks and messages may still be loading (a skeleton shows): let them arrive and the page mount.
    await settled(page);
    // Let finite animations (page fade-in, dialog entrance) end: axe measures contrast on what is painted now.
    await page.evaluate(async () => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      await frame();
      await frame();
      await Promise.all(
        document
          .getAnimations()
          .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
          .map((animation) => animation.finished.catch(() => undefined)),
      );
    });
    // Legacy mode runs axe in each frame in place; the default opens a blank page to merge the frames' results,
    // which took 1.4-2.7 s a call here against 0.7-1.2 s, and axe was 45% of a journey's time.
    const results = await new AxeBuilder({ page })
      .setLegacyMode(true)
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
      `accessibility of ${name} at ${viewport.width}x${viewport.height}`,
    ).toEqual([]);
    const file = join(screenshotDir, `${name}-${viewport.width}x${viewport.height}.png`);
    await page.screenshot({ path: file, fullPage: false, animations: 'disabled' });
    await testInfo.attach(`${name}-${viewport.width}x${viewport.height}`, { path: file, contentType: 'image/png' });
  }
  if (original) await page.setViewportSize(original);
}

/**
 * Each page's requests, so a network that never goes idle can say what keeps it busy: those in flight (since when),
 * and the last ones started (short requests in a loop, or a frame that never ends loading, leave none in flight).
 */
interface PageTraffic {
  inFlight: Map<Request, number>;
  recent: { url: string; at: number }[];
}
const traffic = new WeakMap<Page, PageTraffic>();
const noTraffic = (): PageTraffic => ({ inFlight: new Map(), recent: [] });
const recentKept = 10;

/** How long the network may stay busy before a journey check gives up and names the requests in flight. */
const settleMs = 45_000;

/** Waits for the page's network to go idle; past settleMs, fails with what is still loading and since when. */
async function settled(page: Page): Promise<void> {
  try {
    await page.waitForLoadState('networkidle', { timeout: settleMs });
  } catch (error) {
    const now = Date.now();
    const { inFlight, recent: started } = traffic.get(page) ?? noTraffic();
    const busy = [...inFlight].map(
      ([request, since]) => `${request.method()} ${request.url()} (${Math.round((now - since) / 1000)} s)`,
    );
    const recent = started.map(({ url, at }) => `${url} (${((now - at) / 1000).toFixed(1)} s ago)`);
    throw new Error(
      `the network never went idle; in flight: ${busy.join(', ') || 'nothing'}; last started: ${recent.join(', ')}`,
      { cause: error },
    );
  }
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const seen = noTraffic();
    traffic.set(page, seen);
    const { inFlight, recent } = seen;
    page.on('request', (request) => {
      const at = Date.now();
      inFlight.set(request, at);
      recent.push({ url: `${request.method()} ${request.url()}`, at });
      if (recent.length > recentKept) recent.shift();
    });
    page.on('requestfinished', (request) => inFlight.delete(request));
    page.on('requestfailed', (request) => inFlight.delete(request));
    await use(page);
  },
});
