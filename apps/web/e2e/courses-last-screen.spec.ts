import type { Page, Route } from '@playwright/test';
import { producerSite, signUpFresh } from './auth-journey.ts';
import { blockExternalRequests, expect, journeyChecks, screenshotDir, test } from './fixtures.ts';

const site = producerSite('foco-oftalmo');

/** The pages whose last screen the browser keeps (localStorage `last-screens`). */
const keptPaths = (page: Page) =>
  page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('last-screens') ?? '{}') as object));

/** Holds the app's bundle back until `release` is called: what a slow phone line does to it. */
async function holdBundle(page: Page): Promise<() => Promise<void>> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const handler = async (route: Route) => {
    await held;
    await route.continue();
  };
  await page.route(/\/assets\/[^/]+\.js$/, handler);
  return async () => {
    release();
    await page.unroute(/\/assets\/[^/]+\.js$/, handler);
  };
}

test('a returning learner sees their last /courses screen before the app runs; the next learner never does', async ({
  page,
}) => {
  // Two sign-ups by e-mailed code, two plan purchases, and a page checked at two sizes.
  test.setTimeout(150_000);
  await blockExternalRequests(page);
  await signUpFresh(page, site.origin, { prefix: 'ultima-tela', nome: 'Helena Prado', password: 'Olho-de-lince-27' });
  const hero = page.getByRole('heading', { level: 2 }).first();
  await expect(hero).toBeVisible();
  const heroName = (await hero.textContent()) ?? '';
  // Kept once the page is drawn and has settled.
  await expect.poll(() => keptPaths(page)).toEqual(['/courses']);

  // Back the next day, on a slow line: the screen she last saw paints while the bundle is still on its way.
  const release = await holdBundle(page);
  await page.reload({ waitUntil: 'commit' });
  const lastScreen = page.locator('[data-last-screen]');
  await expect(lastScreen).toBeVisible();
  await expect(lastScreen.locator('#catalog-hero-title')).toHaveText(heroName);
  // Only to look at: nothing in it can be clicked or focused, and screen readers wait for the app.
  await expect(lastScreen).toHaveAttribute('inert', '');
  await expect(page.getByRole('heading', { level: 2, name: heroName })).toHaveCount(0);
  await page.screenshot({ path: `${screenshotDir}/courses-last-screen-before-app.png` });

  // The app arrives and takes the page over in one frame: the live hero, its buttons working.
  await release();
  await expect(lastScreen).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: heroName })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Assistir' }).first()).toBeEnabled();
  await journeyChecks(page, 'courses-last-screen');

  // She signs out: the kept screens go with her session.
  await page.getByRole('button', { name: 'Sair' }).click();
  await page
    .getByRole('dialog', { name: 'Sair da sua conta?' })
    .getByRole('button', { name: 'Sair', exact: true })
    .click();
  await expect(page).toHaveURL(/\/auth\/newLogin/);
  expect(await keptPaths(page)).toEqual([]);

  // Someone else signs in on the same browser: no screen of hers is ever painted for him.
  await signUpFresh(page, site.origin, { prefix: 'ultima-tela-2', nome: 'Caio Menezes', password: 'Olho-de-lince-28' });
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await page.evaluate(
    (html) =>
      localStorage.setItem(
        'last-screens',
        JSON.stringify({ '/courses': { user: 'helena', stylesheet: 'x', dark: false, html, savedAt: Date.now() } }),
      ),
    '<h1>Tela de outra pessoa</h1>',
  );
  const releaseAgain = await holdBundle(page);
  await page.reload({ waitUntil: 'commit' });
  await expect(page.locator('#root')).toBeAttached();
  await expect(page.getByText('Tela de outra pessoa')).toHaveCount(0);
  await releaseAgain();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page.getByText('Tela de outra pessoa')).toHaveCount(0);
});
