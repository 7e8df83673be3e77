import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContextOptions, type LaunchOptions } from '@playwright/test';

export interface FirstPaintWeight {
  jsGzipBytes: number;
  cssGzipBytes: number;
  files: { url: string; type: 'js' | 'css'; gzipBytes: number }[];
}

export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic'],
};

/**
 * Loads a page of the running app in Chromium and sums the gzip size (level 9) of every JS and CSS file the
 * browser requested until the network went idle: what the first paint of that page needs. `storageState`
 * starts the page signed in (a fresh context: nothing in the HTTP cache either way).
 */
export async function measureFirstPaint(
  url: string,
  storageState?: BrowserContextOptions['storageState'],
): Promise<FirstPaintWeight> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    // The reference learner: a Brazilian on a mid-range phone (pt-BR browser, 412 px wide).
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, locale: 'pt-BR', storageState });
    const pending: Promise<FirstPaintWeight['files'][number] | null>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(
        response
          .body()
          .then((body) => ({
            url: new URL(response.url()).pathname,
            type: type === 'script' ? ('js' as const) : ('css' as const),
            gzipBytes: gzipSync(body, { level: 9 }).length,
          }))
          .catch(() => null),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const files = (await Promise.all(pending)).filter((f) => f !== null);
    const sum = (type: 'js' | 'css') => files.filter((f) => f.type === type).reduce((s, f) => s + f.gzipBytes, 0);
    return { jsGzipBytes: sum('js'), cssGzipBytes: sum('css'), files };
  } finally {
    await browser.close();
  }
}
