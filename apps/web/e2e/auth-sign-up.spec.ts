import { blockExternalRequests, expect, journeyChecks, test } from './fixtures.ts';
import { codeIn, waitForMail } from './mailbox.ts';
import { producerSite, storedSession } from './auth-journey.ts';

test('sign up → the code from the e-mail → signed in → terms → /courses', async ({ page }) => {
  test.slow(); // two e-mails or screens checked with axe at both viewports
  await blockExternalRequests(page);
  const site = producerSite('ortopedia-ativa');
  const email = `cadastro-${Date.now()}@medmember.dev`;
  await page.goto(`${site.origin}/auth`);
  await page.getByRole('link', { name: 'Criar conta' }).click();
  await expect(page).toHaveURL(`${site.origin}/auth/signUp`);
  await expect(page.getByRole('heading', { level: 1, name: 'Criar conta' })).toBeVisible();

  await page.getByLabel('Nome completo').fill('Júlia Mendes');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('boaprova2027');
  await page.getByLabel('CPF').fill('52998224725');
  await expect(page.getByLabel('CPF')).toHaveValue('529.982.247-25');
  await page.getByLabel(/^WhatsApp/).fill('31987654321');
  await page.getByLabel(/^Instituição de ensino/).fill('Universidade Federal de Minas Gerais');
  await page.getByLabel(/^Ano da prova/).selectOption(String(new Date().getFullYear() + 1));
  await page.getByLabel(/^Período/).selectOption('6º ano');
  await journeyChecks(page, 'auth-sign-up');
  await page.getByRole('button', { name: 'Criar conta' }).click();

  await expect(page).toHaveURL(`${site.origin}/auth/user-validation?email=${encodeURIComponent(email)}&sent=yes`);
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('button', { name: /Reenviar código em \d+ s/ })).toBeDisabled();
  const mail = await waitForMail({ to: email, subject: /código de confirmação/i });
  await page.getByLabel('Código de confirmação').fill(codeIn(mail));
  await journeyChecks(page, 'auth-user-validation');
  await page.getByRole('button', { name: 'Confirmar' }).click();

  // Signed in; a new account has not accepted the terms yet, so they come first, then /courses.
  await expect(page).toHaveURL(`${site.origin}/terms?redirect=%2Fcourses`);
  expect(await storedSession(page)).toMatchObject({ logged: true, user: { email, status: 'ativo' } });
  await page.getByRole('button', { name: 'Aceitar e continuar' }).click();
  await expect(page).toHaveURL(`${site.origin}/courses`);
});
