import type { Page } from '@playwright/test';
import { blockExternalRequests, expect, journeyChecks, test } from './fixtures.ts';
import { codeIn, waitForMail } from './mailbox.ts';
import { producerSite, storedSession } from './auth-journey.ts';

/** The options the institution combobox lists for what is typed in it. */
async function institutionOptions(page: Page, typed: string): Promise<string[]> {
  const field = page.getByRole('combobox', { name: /^Faculdade de medicina/ });
  await field.fill(typed);
  const list = page.getByRole('listbox', { name: 'Faculdade de medicina' });
  await expect(list).toBeVisible();
  return list.getByRole('option').allTextContents();
}

test('sign up → the code from the e-mail → signed in → terms → /courses', async ({ page }) => {
  test.slow(); // two e-mails or screens checked with axe at both viewports
  await blockExternalRequests(page);
  const site = producerSite('ortopedia-ativa');
  const email = `cadastro-${Date.now()}@medmember.dev`;
  const wrongEmail = `cadastrp-${Date.now()}@medmember.dev`; // a typo; neither address contains the other
  await page.goto(`${site.origin}/auth`);
  await page.getByRole('link', { name: 'Criar conta' }).click();
  await expect(page).toHaveURL(`${site.origin}/auth/signUp`);
  await expect(page.getByRole('heading', { level: 1, name: 'Criar conta' })).toBeVisible();

  // One rule for empty required fields (each names its field); the CPF is optional, so an empty one is fine.
  await page.getByRole('button', { name: 'Criar conta' }).click();
  for (const label of ['Nome completo', 'E-mail', 'Senha'])
    await expect(page.getByText(`Preencha o campo “${label}”.`)).toBeVisible();
  await expect(page.getByText(/CPF inválido|Digite seu nome completo|Preencha este campo/)).toHaveCount(0);
  await expect(page.getByLabel('Nome completo')).toBeFocused();
  await journeyChecks(page, 'auth-sign-up-empty');

  await page.getByLabel('Nome completo').fill('Júlia Mendes');
  await page.getByLabel('E-mail').fill(wrongEmail);
  await page.getByLabel('Senha', { exact: true }).fill('boaprova2027');
  await page.getByLabel(/^CPF/).fill('52998224725');
  await expect(page.getByLabel(/^CPF/)).toHaveValue('529.982.247-25');
  await page.getByLabel(/^WhatsApp/).fill('31987654321');

  // The institution: by acronym or by name, whatever the accents and the case.
  expect(await institutionOptions(page, 'unifesp')).toEqual(['Universidade Federal de São PauloUNIFESP · SP']);
  const saoPaulo = await institutionOptions(page, 'sao paulo');
  for (const name of [
    'Universidade de São Paulo',
    'Universidade Federal de São Paulo',
    'Pontifícia Universidade Católica de São Paulo',
  ]) {
    expect(saoPaulo.some((option) => option.startsWith(name))).toBe(true);
  }
  await journeyChecks(page, 'auth-sign-up-institution');
  await page.getByRole('combobox', { name: /^Faculdade de medicina/ }).fill('unifesp');
  await page.getByRole('option', { name: /Universidade Federal de São Paulo/ }).click();
  await expect(page.getByRole('combobox', { name: /^Faculdade de medicina/ })).toHaveValue(
    'Universidade Federal de São Paulo',
  );

  // Exam years start at the current year.
  const years = await page
    .getByLabel(/^Ano da prova/)
    .locator('option')
    .allTextContents();
  expect(years.slice(0, 2)).toEqual(['Selecione', String(new Date().getFullYear())]);
  await page.getByLabel(/^Ano da prova/).selectOption(String(new Date().getFullYear() + 1));
  await page.getByLabel(/^Em que fase você está/).selectOption('6º ano');
  await journeyChecks(page, 'auth-sign-up');
  await page.getByRole('button', { name: 'Criar conta' }).click();

  // The code screen: how long the code lasts, and ways out (a wrong e-mail, signing in instead).
  await expect(page).toHaveURL(`${site.origin}/auth/user-validation?email=${encodeURIComponent(wrongEmail)}&sent=yes`);
  await expect(
    page.getByText(`Enviamos um código de 6 números para ${wrongEmail}. Ele vale por 15 minutos.`),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Entrar com e-mail e senha' })).toHaveAttribute('href', '/auth/newLogin');
  await journeyChecks(page, 'auth-user-validation-ways-out');
  await page.getByRole('link', { name: 'Alterar e-mail' }).click();

  // Back on the form, filled in; only the e-mail is corrected, and a new code goes to the new address.
  await expect(page).toHaveURL(`${site.origin}/auth/signUp`);
  await expect(page.getByText(/^Seus dados continuam aqui/)).toBeVisible();
  await expect(page.getByLabel('E-mail')).toBeFocused();
  await expect(page.getByLabel('Nome completo')).toHaveValue('Júlia Mendes');
  await expect(page.getByRole('combobox', { name: /^Faculdade de medicina/ })).toHaveValue(
    'Universidade Federal de São Paulo',
  );
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Criar conta' }).click();

  await expect(page).toHaveURL(`${site.origin}/auth/user-validation?email=${encodeURIComponent(email)}&sent=yes`);
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('button', { name: /Reenviar código em \d+ s/ })).toBeDisabled();
  const mail = await waitForMail({ to: email, subject: /código de confirmação/i });
  expect(mail.text).toContain('15 minutos');
  await page.getByLabel('Código de confirmação').fill(codeIn(mail));
  await journeyChecks(page, 'auth-user-validation');
  await page.getByRole('button', { name: 'Confirmar' }).click();

  // Signed in; a new account has not accepted the terms yet, so they come first, then /courses.
  await expect(page).toHaveURL(`${site.origin}/terms?redirect=%2Fcourses`);
  expect(await storedSession(page)).toMatchObject({
    logged: true,
    user: { email, status: 'ativo', instituicao_ensino: 'Universidade Federal de São Paulo', documento: '52998224725' },
  });
  await page.getByRole('button', { name: 'Aceitar e continuar' }).click();
  await expect(page).toHaveURL(`${site.origin}/courses`);
});
