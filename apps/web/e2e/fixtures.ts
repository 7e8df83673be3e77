import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { seriousViolations } from './axe-check.ts';
import { e2ePort } from './e2e-env.ts';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { networkIdle, trackTraffic } from './network-idle.ts';

export { expect, networkIdle };
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

/**
 * The requests the page sent away from the e2e server (tag manager, analytics, video), as they are sent. The
 * browser never reaches them: it resolves no host but the e2e server's (`externalHostsUnresolved` in the config).
 * Recorded from the page's events, not by routing: a route makes every request of the page, chunks and API calls
 * too, wait for the test process's answer, and turns the browser's HTTP cache off.
 */
export function externalRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    const { hostname } = new URL(request.url());
    if (/^https?:/.test(request.url()) && hostname !== 'localhost' && !hostname.endsWith('.localhost'))
      sent.push(request.url());
  });
  return sent;
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
    await networkIdle(page);
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
    expect(await seriousViolations(page), `accessibility of ${name} at ${viewport.width}x${viewport.height}`).toEqual(
      [],
    );
    const file = join(screenshotDir, `${name}-${viewport.width}x${viewport.height}.png`);
    await page.screenshot({ path: file, fullPage: false, animations: 'disabled' });
    await testInfo.attach(`${name}-${viewport.width}x${viewport.height}`, { path: file, contentType: 'image/png' });
  }
  if (original) await page.setViewportSize(original);
}

/** Every page of the journey's browser context has its requests recorded from its start (network-idle.ts). */
export const test = base.extend({
  context: async ({ context }, use) => {
    context.on('page', trackTraffic);
    await use(context);
  },
  page: async ({ page }, use) => {
    trackTraffic(page);
    await use(page);
  },
});
