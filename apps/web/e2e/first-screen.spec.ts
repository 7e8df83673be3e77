import { expect, test } from './fixtures.ts';
import { producerSite } from './auth-journey.ts';

/** Issue 19: the login's first screen is in the HTML the server sends, and the app takes it over in place. */
test.describe('the login drawn at build time', () => {
  test('its heading, fields and button are in the page before any script runs, in the browser’s language', async ({
    browser,
  }) => {
    const site = producerSite('vigilia-anestesia');
    for (const [locale, heading, fields] of [
      ['pt-BR', 'Entrar na plataforma', ['E-mail', 'Senha']],
      ['en-US', 'Sign in to the platform', ['E-mail', 'Password']],
    ] as const) {
      const context = await browser.newContext({ javaScriptEnabled: false, locale });
      const page = await context.newPage();
      await page.goto(`${site.origin}/auth/newLogin`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      for (const label of fields) await expect(page.getByText(label, { exact: true })).toBeVisible();
      await context.close();
    }
  });

  test('the app replaces it without moving anything (no layout shift)', async ({ page }) => {
    const site = producerSite('vigilia-anestesia');
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${site.origin}/auth/newLogin`);
    // The app's own screen: branded (the producer's logo) and live (the form answers).
    await expect(page.getByRole('img', { name: site.nome })).toBeVisible();
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByText('Preencha o campo “E-mail”.')).toBeVisible();
    const shift = await page.evaluate(() =>
      (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
    );
    expect(shift).toBeLessThanOrEqual(0.05);
  });

  test('it paints before the app’s scripts and early reads are fetched, and the app then takes it over', async ({
    page,
  }) => {
    const site = producerSite('vigilia-anestesia');
    await page.goto(`${site.origin}/auth/newLogin`);
    await expect(page.getByRole('img', { name: site.nome })).toBeVisible();
    const timings = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
      const fetched = performance
        .getEntriesByType('resource')
        .filter(({ name }) => /\/assets\/.*\.js$|\/boot-prefetch\.js$|\/api\//.test(new URL(name).pathname))
        .map(({ name, startTime }) => ({ path: new URL(name).pathname, startTime }));
      return { paint, fetched };
    });
    expect(timings.fetched.map(({ path }) => path)).toEqual(
      expect.arrayContaining(['/boot-prefetch.js', expect.stringMatching(/^\/assets\/index-.*\.js$/)]),
    );
    for (const { path, startTime } of timings.fetched)
      expect(startTime, `${path} fetched before the first paint`).toBeGreaterThanOrEqual(timings.paint);
  });
});
