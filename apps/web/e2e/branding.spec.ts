import { demoProducers } from '../../api/src/db/seed/tenancy/demo-producers.ts';
import {
  blockExternalRequests,
  plantSessionToken,
  e2eDefaultContainer,
  e2eTagManagerHost,
  expect,
  journeyChecks,
  test,
  verticalOrigin,
} from './fixtures.ts';

/** A demo producer (seed data) and its member-area origin `<producer>.<vertical>.localhost`. */
function demoProducer(slug: string) {
  const producer = demoProducers.find((candidate) => candidate.slug === slug);
  if (!producer) throw new Error(`No demo producer ${slug}`);
  return { ...producer, origin: verticalOrigin(`${producer.slug}.${producer.vertical}`) };
}

// Two verticals whose producers have different primary colours (each test asserts its own).
const cases = [
  { slug: 'foco-oftalmo', container: 'GTM-OFTALMO1' },
  { slug: 'vigilia-anestesia', container: 'GTM-ANESTES1' },
] as const;

test.describe('vertical and producer branding', () => {
  for (const { slug, container } of cases) {
    test(`${slug}: the vertical's tag manager on top of the default one, and the producer's colours`, async ({
      page,
    }) => {
      const blocked = await blockExternalRequests(page);
      const producer = demoProducer(slug);
      await page.goto(`${producer.origin}/auth/newLogin`);
      await expect(page.getByRole('img', { name: producer.nome })).toBeVisible();

      const scripts = page.locator(`head script[src^="${e2eTagManagerHost}/gtm.js"]`);
      await expect(scripts).toHaveCount(2);
      expect(await scripts.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('src')))).toEqual([
        `${e2eTagManagerHost}/gtm.js?id=${e2eDefaultContainer}`,
        `${e2eTagManagerHost}/gtm.js?id=${container}`,
      ]);
      const noscripts = await page
        .locator('body > noscript[data-tag-manager-container]')
        .evaluateAll((nodes) => nodes.map((node) => node.innerHTML));
      expect(noscripts).toHaveLength(2);
      expect(noscripts[1]).toContain(`${e2eTagManagerHost}/ns.html?id=${container}`);
      await expect.poll(() => blocked.some((url) => url.includes(`gtm.js?id=${container}`))).toBe(true);

      const primary = await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim(),
      );
      expect(primary.toLowerCase()).toBe(producer.primary.toLowerCase());
      await journeyChecks(page, `branding-${slug}`);
    });
  }

  test('a host that matches no vertical loads only the default container', async ({ page }) => {
    await blockExternalRequests(page);
    await page.goto('/auth/newLogin');
    await expect(page.getByRole('heading', { level: 1, name: 'Entrar na plataforma' })).toBeVisible();
    await expect(page.locator(`head script[src^="${e2eTagManagerHost}/gtm.js"]`)).toHaveCount(1);
  });

  test("the home shows the producer's title and text and a shortcut to each study area, light and dark", async ({
    page,
  }) => {
    await blockExternalRequests(page);
    await plantSessionToken(page);
    const producer = demoProducer('lumen-oftalmologia');
    await page.goto(`${producer.origin}/`);
    await expect(page.getByRole('heading', { level: 1, name: producer.titleHome })).toBeVisible();
    await expect(page.getByText(producer.textHome)).toBeVisible();
    const main = page.locator('#app-scroller');
    for (const area of ['Questões', 'Flashcards', 'Planner']) {
      await expect(main.getByRole('link', { name: new RegExp(area) }).first()).toBeVisible();
    }
    await journeyChecks(page, 'home-light');

    await page
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: /escuro/i }) })
      .click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await journeyChecks(page, 'home-dark');
  });
});
