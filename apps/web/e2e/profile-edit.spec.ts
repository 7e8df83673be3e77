import type { Page } from '@playwright/test';
import { blockExternalRequests, expect, journeyChecks, test, verticalOrigin } from './fixtures.ts';
import { signIn } from './auth-journey.ts';

/** Each journey signs in on its own producer's site: one active session per user and producer. */
const site = verticalOrigin('lumen-oftalmologia.oftalmologia');

/** Another device of the same learner changes a field meanwhile (same session, straight to the API). */
async function changeElsewhere(page: Page, changes: Record<string, unknown>): Promise<void> {
  const status = await page.evaluate(async (body) => {
    const { state } = JSON.parse(localStorage.getItem('session') ?? '{}') as { state: { token: string } };
    const xsrf = decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '');
    const response = await fetch('/api/user/profile', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${state.token}`, 'X-XSRF-TOKEN': xsrf },
      body: JSON.stringify(body),
    });
    return response.status;
  }, changes);
  expect(status).toBe(200);
}

const field = (page: Page, label: RegExp | string) => page.getByLabel(label, { exact: typeof label === 'string' });

test('profile edit sends only the changed field and keeps the untouched ones', async ({ page }) => {
  test.setTimeout(60_000);
  await blockExternalRequests(page);
  await signIn(page, site, 'professor@medmember.dev');
  await expect(page).toHaveURL(/\/courses$/);
  await page.getByRole('link', { name: 'Meu perfil' }).click(); // the header's way to the profile
  await expect(page).toHaveURL(`${site}/person`);
  await expect(page.getByRole('heading', { level: 1, name: 'Meu perfil' })).toBeVisible();

  // A full profile first.
  await field(page, /^WhatsApp/).fill('11912345678');
  await field(page, /^CPF/).fill('52998224725');
  // The institution, the year and the stage: the sign-up's own fields (same component, labels and rules).
  const institution = page.getByRole('combobox', { name: /^Faculdade de medicina/ });
  await expect(
    page.getByText('Busque pela sigla ou pelo nome, como USP ou São Paulo.', { exact: false }),
  ).toBeVisible();
  await institution.fill('usp');
  const list = page.getByRole('listbox', { name: 'Faculdade de medicina' });
  await expect(list.getByRole('option').first()).toHaveText('Universidade de São PauloUSP · SP'); // the exact acronym first
  await list.getByRole('option').first().click();
  await expect(institution).toHaveValue('Universidade de São Paulo');
  const years = await field(page, /^Ano da prova de residência/)
    .locator('option')
    .allTextContents();
  expect(years.slice(0, 2)).toEqual(['Selecione', String(new Date().getFullYear())]);
  await expect(field(page, /^Em que fase você está/).locator('option')).toHaveText([
    'Selecione',
    '1º ano',
    '2º ano',
    '3º ano',
    '4º ano',
    '5º ano',
    '6º ano',
    'Formado(a)',
    'Residente',
  ]);
  const year = String(new Date().getFullYear() + 2);
  await field(page, /^Ano da prova/).selectOption(year);
  await field(page, /^Em que fase/).selectOption('Residente');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Perfil atualizado.')).toBeVisible();

  // Meanwhile, another device sets the Instagram; this form still shows it empty.
  await changeElsewhere(page, { instagram: 'dr.daniel' });

  await field(page, /^Apelido/).fill('Daniel Oftalmo');
  const sent = page.waitForRequest(
    (request) => request.url().endsWith('/api/user/profile') && request.method() === 'POST',
  );
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  expect((await sent).postDataJSON()).toEqual({ apelido: 'Daniel Oftalmo' });
  await expect(page.getByText('Perfil atualizado.').first()).toBeVisible();

  await page.reload();
  await expect(field(page, /^Apelido/)).toHaveValue('Daniel Oftalmo');
  await expect(field(page, /^Nome completo/)).toHaveValue('Dr. Daniel Moreira');
  await expect(field(page, 'E-mail')).toHaveValue('professor@medmember.dev');
  await expect(field(page, /^WhatsApp/)).toHaveValue('(11) 91234-5678');
  await expect(field(page, /^CPF/)).toHaveValue('529.982.247-25');
  await expect(field(page, /^Instagram/)).toHaveValue('@dr.daniel');
  await expect(page.getByRole('combobox', { name: /^Faculdade de medicina/ })).toHaveValue('Universidade de São Paulo');
  await expect(field(page, /^Ano da prova/)).toHaveValue(year);
  await expect(field(page, /^Em que fase/)).toHaveValue('Residente');
  await page.locator('#app-scroller').evaluate((scroller) => scroller.scrollTo(0, 0));
  await journeyChecks(page, 'profile-edit');

  await page.emulateMedia({ colorScheme: 'dark' });
  await journeyChecks(page, 'profile-edit-dark');
});
