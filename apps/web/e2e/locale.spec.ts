import type { Page } from '@playwright/test';
import { expect, journeyChecks, test } from './fixtures.ts';

const localeCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'i18n_redirected');

test.describe('interface language', () => {
  test('switching stores the i18n_redirected cookie, translates the page and survives a reload', async ({ page }) => {
    await page.goto('/auth/newLogin');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');

    const switcher = page.getByRole('combobox', { name: 'Language' });
    await expect(switcher).toHaveValue('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const cookie = await localeCookie(page);
    expect(cookie).toMatchObject({ value: 'en', path: '/', sameSite: 'Lax', secure: false });
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(365);

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await journeyChecks(page, 'locale-en-login');
  });

  test.describe('with an English browser', () => {
    test.use({ locale: 'en-US' });

    test('a first visit at / picks English', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
      expect((await localeCookie(page))?.value).toBe('en');
    });

    test('a stored Portuguese choice wins over the browser language', async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'i18n_redirected', value: 'pt-BR', url: baseURL ?? '' }]);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
      await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue('pt-BR');
    });
  });
});
