import { chromium, type BrowserContextOptions } from '@playwright/test';
import { chromiumLaunchOptions } from './first-paint.ts';

export type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/**
 * Signs in through the login form of `origin` (as a learner would) and returns the browser storage the app
 * left: its persisted session (localStorage) and cookies, for a fresh context to start signed in.
 */
export async function signedInState(origin: string, email: string, password: string): Promise<StorageState> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const context = await browser.newContext({ locale: 'pt-BR' });
    const page = await context.newPage();
    await page.goto(`${origin}/auth/newLogin`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/auth/'), { timeout: 30_000 });
    return await context.storageState();
  } finally {
    await browser.close();
  }
}
