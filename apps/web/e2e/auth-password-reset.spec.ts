import { blockExternalRequests, expect, journeyChecks, test } from './fixtures.ts';
import { linkIn, waitForMail } from './mailbox.ts';
import { onSite, producerSite, signIn } from './auth-journey.ts';

test('forgotten password: request, the e-mailed link, a new password → signed in; the new password works', async ({
  page,
  browser,
}) => {
  test.slow(); // two e-mails or screens checked with axe at both viewports
  await blockExternalRequests(page);
  const site = producerSite('vigilia-anestesia');
  const email = 'freemium@medmember.dev';
  await page.goto(`${site.origin}/auth/newLogin`);
  await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
  await expect(page).toHaveURL(`${site.origin}/auth/password-reset`);
  await expect(page.getByRole('heading', { level: 1, name: 'Redefinir senha' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Se houver uma conta com' })).toBeVisible();
  await journeyChecks(page, 'auth-password-reset-request');

  const mail = await waitForMail({ to: email, subject: /Redefina sua senha/ });
  await page.goto(onSite(linkIn(mail, '/auth/password-reset'), site.origin));
  await expect(page.getByRole('heading', { level: 1, name: 'Crie uma nova senha' })).toBeVisible();
  await page.getByLabel('Nova senha', { exact: true }).fill('novasenha2027');
  await page.getByLabel('Repita a senha', { exact: true }).fill('novasenha2028');
  await page.getByRole('button', { name: 'Salvar e entrar' }).click();
  await expect(page.getByText('As senhas não são iguais.')).toBeVisible();
  await journeyChecks(page, 'auth-password-reset-new');
  await page.getByLabel('Repita a senha', { exact: true }).fill('novasenha2027');
  await page.getByRole('button', { name: 'Salvar e entrar' }).click();
  await expect(page).toHaveURL(`${site.origin}/courses`);

  // The link was single use; the new password signs in elsewhere.
  await page.goto(onSite(linkIn(mail, '/auth/password-reset'), site.origin));
  await page.getByLabel('Nova senha', { exact: true }).fill('outrasenha2027');
  await page.getByLabel('Repita a senha', { exact: true }).fill('outrasenha2027');
  await page.getByRole('button', { name: 'Salvar e entrar' }).click();
  await expect(page.getByRole('alert')).toContainText('Este link é inválido, expirou ou já foi usado.');

  const elsewhere = await browser.newContext({ locale: 'pt-BR' });
  const other = await elsewhere.newPage();
  await blockExternalRequests(other);
  await signIn(other, site.origin, email, 'novasenha2027');
  await expect(other).toHaveURL(`${site.origin}/courses`);
  await elsewhere.close();
});
