import { chromium, type BrowserContextOptions } from '@playwright/test';
import { chromiumLaunchOptions } from './first-paint.ts';

export type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/** Whether the app has kept `path`'s last screen (app/last-screen) in the page's localStorage; runs in the page. */
const keptScreen = (path: string) => {
  // bench/tsconfig.json has no DOM types: the page's localStorage, as the function sees it there.
  const store = (globalThis as unknown as { localStorage: { getItem(key: string): string | null } }).localStorage;
  return Object.hasOwn(JSON.parse(store.getItem('last-screens') ?? '{}') as object, path);
};

/**
 * Signs in through the login form of `origin` (as a learner would) and returns the browser storage the app
 * left: its persisted session (localStorage) and cookies, for a fresh context to start signed in. With `visit`,
 * a returning learner's: each of those pages opened once, until the app has kept its last screen (painted before
 * the bundle on the next visit; a page that never settles in 15 s is left without one).
 */
export async function signedInState(
  origin: string,
  email: string,
  password: string,
  visit: readonly string[] = [],
): Promise<StorageState> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    // A phone's screen: the last screens are kept as the measured phone will paint them (their first screen only).
    const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await page.goto(`${origin}/auth/newLogin`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/auth/'), { timeout: 30_000 });
    for (const path of visit) {
      await page.goto(`${origin}${path}`);
      // A function, not a string: the app's CSP forbids eval, and a string would fail at once.
      await page.waitForFunction(keptScreen, path, { timeout: 15_000 }).catch((error: unknown) => {
        if (!(error instanceof Error && error.name === 'TimeoutError')) throw error;
      });
    }
    return await context.storageState();
  } finally {
    await browser.close();
  }
}
