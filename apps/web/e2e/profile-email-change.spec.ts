import type { Page } from '@playwright/test';
import { producerSite, signIn } from './auth-journey.ts';
import { blockExternalRequests, expect, journeyChecks, test } from './fixtures.ts';
import { codeIn, waitForMail } from './mailbox.ts';

const site = producerSite('plano-anestesico');
const password = 'trocaSegura2027';

/** POST from inside the page (Node does not resolve the *.localhost sites): the status. */
function postFromPage(page: Page, path: string, body: object): Promise<number> {
  return page.evaluate(
    async ([url, data]) =>
      (
        await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(data),
        })
      ).status,
    [path, body] as const,
  );
}

/** A confirmed account of its own (the demo accounts serve other journeys): sign-up and its code, by the API. */
async function freshAccount(page: Page, email: string): Promise<void> {
  await page.goto(`${site.origin}/auth/newLogin`);
  expect(
    await postFromPage(page, '/api/auth/create', { nome: 'Renata Lopes', email, password, documento: '52998224725' }),
  ).toBe(202);
  const code = codeIn(await waitForMail({ to: email, subject: /código de confirmação/i }));
  expect(await postFromPage(page, '/api/auth/user-validation', { email, code })).toBe(200);
}

test('e-mail change: password, the code from the new address, the profile shows it; the old address is told', async ({
  page,
}) => {
  test.slow(); // two e-mails, and axe at both viewports twice
  await blockExternalRequests(page);
  const stamp = Date.now();
  const oldEmail = `troca-antes-${stamp}@medmember.dev`;
  const newEmail = `troca-depois-${stamp}@medmember.dev`;
  await freshAccount(page, oldEmail);
  await signIn(page, site.origin, oldEmail, password);
  if (page.url().includes('/terms')) await page.getByRole('button', { name: 'Aceitar e continuar' }).click();
  await page.goto(`${site.origin}/person`);

  const emailField = page.getByLabel('E-mail', { exact: true });
  await expect(emailField).toHaveValue(oldEmail);
  await page.getByRole('button', { name: 'Alterar e-mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Alterar e-mail' });
  await dialog.getByLabel('Novo e-mail').fill(newEmail);
  await dialog.getByLabel('Senha atual').fill('senha-errada');
  await dialog.getByRole('button', { name: 'Enviar código' }).click();
  await expect(dialog.getByText('Senha incorreta. Digite a senha que você usa para entrar.')).toBeVisible();
  await journeyChecks(page, 'profile-email-change-password');
  await dialog.getByLabel('Senha atual').fill(password);
  await dialog.getByRole('button', { name: 'Enviar código' }).click();

  await expect(
    dialog.getByText(`Enviamos um código de 6 números para ${newEmail}. Ele vale por 15 minutos.`, { exact: false }),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Reenviar código em \d+ s$/ })).toBeDisabled();
  const codeMail = await waitForMail({ to: newEmail, subject: /novo e-mail/i });
  await dialog.getByLabel('Código de confirmação').fill(codeIn(codeMail));
  await journeyChecks(page, 'profile-email-change-code');
  // Nothing changed before the code.
  await expect(emailField).toHaveValue(oldEmail);
  await dialog.getByRole('button', { name: 'Confirmar novo e-mail' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText(`E-mail alterado para ${newEmail}.`, { exact: false })).toBeVisible();
  await expect(emailField).toHaveValue(newEmail);
  const notice = await waitForMail({ to: oldEmail, subject: /Seu e-mail foi alterado/ });
  expect(notice.text).toContain(newEmail);

  // The change holds after a reload (the API answers the new address).
  await page.reload();
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(newEmail);
  await page.locator('#app-scroller').evaluate((scroller) => scroller.scrollTo(0, 0));
  await journeyChecks(page, 'profile-email-change');
});
