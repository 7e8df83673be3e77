// Lighthouse mobile (simulated slow 4G, 4× slower CPU) on Debian's Chromium, signed in when given a session.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import type { StorageState } from './signed-in-state.ts';

export interface LighthouseFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  accessibility: number;
}

const chromeFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/** Puts the session the app stored (localStorage, cookies) into the browser, then empties its HTTP cache. */
async function restoreSession(port: number, url: string, session: StorageState | undefined): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    const origin = new URL(url).origin;
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    if (session) {
      if (session.cookies.length) await browser.setCookie(...session.cookies);
      const storage = session.origins.find((entry) => entry.origin === origin)?.localStorage ?? [];
      // A page of the origin that loads nothing (a 404 answers fast) to write its localStorage.
      await page.goto(`${origin}/__lighthouse-storage`, { waitUntil: 'domcontentloaded' });
      // The function runs in the page, where `localStorage` exists (bench/tsconfig.json has no DOM types).
      await page.evaluate((items) => {
        const store = (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage;
        for (const { name, value } of items) store.setItem(name, value);
      }, storage);
      await cdp.send('Network.clearBrowserCache');
    }
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/** One Lighthouse run of `url` (mobile preset, the default); the session survives because storage is not reset. */
async function runOnce(url: string, session: StorageState | undefined): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags,
  });
  try {
    await restoreSession(chrome.port, url, session);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: true,
    });
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    // BENCH_LIGHTHOUSE_DIR=/tmp/lh keeps each run's report (its LCP element, its long tasks, its requests).
    const keep = process.env.BENCH_LIGHTHOUSE_DIR;
    if (keep) {
      mkdirSync(keep, { recursive: true });
      const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-');
      writeFileSync(join(keep, `${name}-${Date.now()}.json`), JSON.stringify(result.lhr));
    }
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`lighthouse ${url}: ${runtimeError.code} ${runtimeError.message}`);
    // A signed-in page that lands on the login measured the wrong page: the session did not survive.
    const landed = new URL(result.lhr.finalDisplayedUrl).pathname;
    if (session && landed.startsWith('/auth/')) throw new Error(`lighthouse ${url}: landed on ${landed}, signed out`);
    return {
      score: (categories.performance?.score ?? 0) * 100,
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      accessibility: (categories.accessibility?.score ?? 0) * 100,
    };
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse's own "please run again" failures (NO_NAVSTART: it lost the trace of the page load; seen once in a
 * dozen runs with Chromium 156) get one more run; any other failure, or a second one, stops the bench.
 */
const retryOnce = (url: string, session: StorageState | undefined) => (error: unknown) => {
  if (error instanceof Error && error.message.includes('NO_NAVSTART')) return runOnce(url, session);
  throw error;
};

const median = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** `runs` Lighthouse runs of one page (two by default), each figure's median. */
export async function measureLighthouse(url: string, session?: StorageState, runs = 2): Promise<LighthouseFigures> {
  const all: LighthouseFigures[] = [];
  for (let run = 0; run < runs; run++) all.push(await runOnce(url, session).catch(retryOnce(url, session)));
  const of = (key: keyof LighthouseFigures) => median(all.map((figures) => figures[key]));
  return {
    score: of('score'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    accessibility: of('accessibility'),
  };
}
