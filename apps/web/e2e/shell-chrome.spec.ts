import type { Page } from '@playwright/test';
import { blockExternalRequests, expect, journeyChecks, plantSessionToken, test } from './fixtures.ts';
import { producerSite, signIn } from './auth-journey.ts';

const header = (page: Page) => page.locator('[data-layout="default"] > header');

test.describe('the header on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } });
  test.beforeEach(async ({ page }) => plantSessionToken(page));

  test('is one row; language and colour mode change from the Preferências sheet', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Estudar agora' })).toBeVisible();
    // One row of 44 px controls: no second row for the language and colour controls (it was 119 px).
    const box = await header(page).boundingBox();
    expect(box?.height).toBeLessThanOrEqual(64);
    await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Tema' })).toHaveCount(0);

    const open = page.getByRole('button', { name: 'Preferências' });
    await open.click();
    const sheet = page.getByRole('dialog', { name: 'Preferências' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Sair' })).toBeVisible();
    await journeyChecks(page, 'shell-preferences-sheet');

    // The colour mode: dark, at once, behind the sheet too.
    await sheet.getByTitle('Escuro').click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);

    // The language: the toast says it in the language chosen.
    await sheet.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('status').filter({ hasText: 'Language changed to English' })).toBeVisible();
    const english = page.getByRole('dialog', { name: 'Preferences' });
    await expect(english.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    await expect(english.getByRole('radio', { name: 'Dark' })).toBeChecked();

    // Closed, focus is back on the button that opened it; the header is still one row.
    await page.keyboard.press('Escape');
    await expect(english).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Preferences' })).toBeFocused();
    expect((await header(page).boundingBox())?.height).toBeLessThanOrEqual(64);
    await expect(page.getByRole('heading', { name: 'Study now' })).toBeVisible();
  });
});

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  test.beforeEach(async ({ page }) => plantSessionToken(page));

  test('language and colour mode stay in the header, with no preferences button', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Estudar agora' })).toBeVisible();
    await expect(header(page).getByRole('combobox', { name: 'Idioma' })).toBeVisible();
    await expect(header(page).getByRole('group', { name: 'Tema' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Preferências' })).toHaveCount(0);
    await expect(header(page).getByRole('button', { name: 'Sair' })).toBeVisible();
  });
});

test.describe('between a phone and a wide desktop', () => {
  test.beforeEach(async ({ page }) => plantSessionToken(page));

  test('the header never overflows and keeps the logo; the controls are in the sheet', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Estudar agora' })).toBeVisible();
    for (const width of [360, 768, 1024, 1279]) {
      await page.setViewportSize({ width, height: 900 });
      const fits = await header(page).evaluate((element) => element.scrollWidth <= element.clientWidth);
      expect(fits, `header fits at ${width} px`).toBe(true);
      const logo = await header(page)
        .getByRole('link', { name: /página inicial/ })
        .boundingBox();
      expect(logo?.width, `logo at ${width} px`).toBeGreaterThan(80);
      await expect(page.getByRole('button', { name: 'Preferências' })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Preferências' }).click();
    const sheet = page.getByRole('dialog', { name: 'Preferências' });
    await expect(sheet.getByRole('combobox', { name: 'Idioma' })).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Sair' })).toBeVisible();
    await journeyChecks(page, 'shell-preferences-panel');
  });
});

test('/terms offers a way out (Sair, confirmed) and no colour switch on its forced dark page', async ({ page }) => {
  test.setTimeout(60_000);
  // novo@ on Ortopedia Ativa: no other journey signs in as this pair.
  const site = producerSite('ortopedia-ativa');
  await blockExternalRequests(page);
  await signIn(page, site.origin, 'novo@medmember.dev');
  await page.goto(`${site.origin}/terms`);
  const planner = page.locator('[data-layout="planner"]');
  await expect(planner.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('group', { name: 'Tema' })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'Escuro' })).toHaveCount(0);
  const signOut = planner.getByRole('button', { name: 'Sair' });
  await expect(signOut).toBeVisible();
  await journeyChecks(page, 'shell-terms-sign-out');

  // On a phone the header stays one row: language in the preferences sheet, Sair in sight.
  await page.setViewportSize({ width: 412, height: 823 });
  const headerBox = await page.locator('[data-layout="planner"] > header').boundingBox();
  expect(headerBox?.height).toBeLessThanOrEqual(64);
  await expect(signOut).toBeVisible();

  await signOut.click();
  const confirm = page.getByRole('dialog', { name: 'Sair da sua conta?' });
  await confirm.getByRole('button', { name: 'Sair', exact: true }).click();
  await expect(page).toHaveURL(`${site.origin}/auth/newLogin`);
  await expect(page.getByRole('status').filter({ hasText: 'Você saiu da sua conta.' })).toBeVisible();
  // The colour mode follows the learner's preference again once /terms is left.
  await expect(page.getByRole('group', { name: 'Tema' })).toBeVisible();
});
