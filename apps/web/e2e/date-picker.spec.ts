import { expect, journeyChecks, plantSessionToken, test } from './fixtures.ts';

const pad = (n: number) => String(n).padStart(2, '0');
const today = new Date();
const todayPtBR = `${pad(today.getDate())}/${pad(today.getMonth() + 1)}/${today.getFullYear()}`;
const todayEn = `${pad(today.getMonth() + 1)}/${pad(today.getDate())}/${today.getFullYear()}`;

test.describe('/test-date-picker', () => {
  test.beforeEach(async ({ page }) => {
    await plantSessionToken(page);
  });

  test('picks a date from the calendar with the keyboard and shows it in the pt-BR format', async ({ page }) => {
    await page.goto('/test-date-picker');
    await expect(page.getByRole('heading', { level: 1, name: 'Seletor de data' })).toBeVisible();
    await expect(page.getByText('Nenhuma data escolhida ainda.')).toBeVisible();

    await page.getByRole('button', { name: 'Abrir calendário' }).click();
    const calendar = page.getByRole('grid');
    await expect(calendar).toBeVisible();
    await journeyChecks(page, 'date-picker-open');
    await page.keyboard.press('Enter'); // today has the focus when the calendar opens

    await expect(calendar).toBeHidden();
    await expect(page.getByLabel('Data da prova')).toHaveValue(todayPtBR);
    await expect(page.getByText(`Data escolhida: ${todayPtBR}`)).toBeVisible();
  });

  test('accepts a typed date and rejects an impossible one', async ({ page }) => {
    await page.goto('/test-date-picker');
    const input = page.getByLabel('Data da prova');
    await input.fill('25/12/2026');
    await input.press('Enter');
    await expect(page.getByText('Data escolhida: 25/12/2026')).toBeVisible();

    await input.fill('31/02/2026');
    await input.press('Tab');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Data inválida. Use o formato dd/mm/aaaa.')).toBeVisible();
  });

  test('follows the English interface (MM/dd/yyyy)', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: baseURL ?? '' }]);
    await page.goto('/test-date-picker');
    await expect(page.getByRole('heading', { level: 1, name: 'Date picker' })).toBeVisible();
    await page.getByRole('button', { name: 'Open calendar' }).click();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Exam date')).toHaveValue(todayEn);
    await expect(page.getByText(`Chosen date: ${todayEn}`)).toBeVisible();
    await journeyChecks(page, 'date-picker-en');
  });
});
