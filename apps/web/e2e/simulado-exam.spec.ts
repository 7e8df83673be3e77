import type { Page } from '@playwright/test';
import { blockExternalRequests, expect, journeyChecks, test } from './fixtures.ts';
import { producerSite, signIn } from './auth-journey.ts';

/** Signs in and accepts the producer's terms when the account has not yet (novo@). */
async function signInReady(page: Page, origin: string, email: string): Promise<void> {
  await signIn(page, origin, email);
  // The terms guard may send the learner from /courses to /terms a moment after the sign-in lands (and a retried
  // run finds them accepted already): accept whenever the terms show, until /courses stays.
  await expect(async () => {
    if (new URL(page.url()).pathname === '/terms') {
      await page.getByRole('button', { name: 'Aceitar e continuar' }).click({ timeout: 3_000 });
    }
    await expect(page).toHaveURL(/\/courses$/, { timeout: 3_000 });
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/courses');
  }).toPass({ timeout: 30_000 });
}

/** From /questoes, the details page of the simulado whose title matches, then "Iniciar simulado" confirmed: the exam. */
async function startFromOverview(page: Page, origin: string, title: RegExp): Promise<string> {
  await page.goto(`${origin}/questoes`);
  const panel = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Simulados' }) });
  await panel.getByRole('link', { name: title }).first().click();
  await expect(page).toHaveURL(/\/questoes\/simulado\/detalhes\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Iniciar simulado' }).click();
  const dialog = page.getByRole('dialog', { name: 'Iniciar o simulado agora?' });
  await expect(dialog).toContainText('O cronômetro começa agora e não para');
  const started = page.waitForResponse(
    (response) => /\/api\/simulados\/\d+\/attempt$/.test(response.url()) && response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Começar agora' }).click();
  const attempt = (await (await started).json()) as { deadline: string };
  await expect(page).toHaveURL(/\/questoes\/simulado\/\d+$/);
  await expect(page).toHaveTitle(/^Simulado de questões · /);
  return attempt.deadline;
}

/** The alternatives of the question on screen (not the colour-mode radios of the header). */
const alternatives = (page: Page) =>
  page
    .getByRole('radiogroup', { name: /^Questão \d+ de \d+$/i })
    .first()
    .getByRole('radio');
const navigator = (page: Page) => page.getByRole('navigation', { name: 'Navegar entre as questões' }).first();
const allSaved = (page: Page) =>
  expect(page.getByRole('status').filter({ hasText: 'Todas as respostas salvas' })).toBeVisible({ timeout: 15_000 });

test('the lightning simulado: answer by click and keyboard, mark, navigate, reload with the same deadline, auto-submit at the end', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await blockExternalRequests(page);
  const site = producerSite('plano-anestesico');
  await signInReady(page, site.origin, 'novo@medmember.dev');
  const deadline = await startFromOverview(page, site.origin, /Minissimulado relâmpago/);

  await expect(page.getByRole('heading', { name: 'Questão 1 de 5' })).toBeVisible();
  await expect(page.getByTestId('exam-countdown')).toHaveText(/^0[01]:\d\d$/);
  // Question 1 by click, question 2 by keyboard (→ then B), marked with M.
  await alternatives(page).first().click();
  await expect(alternatives(page).first()).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('heading', { name: 'Questão 2 de 5' })).toBeVisible();
  await page.keyboard.press('b');
  await expect(alternatives(page).nth(1)).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('m');
  await expect(page.getByRole('button', { name: 'Marcar para revisão' })).toHaveAttribute('aria-pressed', 'true');
  // The navigator: straight to question 4, then back to 1.
  await navigator(page).getByRole('button', { name: 'Questão 4: Em branco' }).click();
  await expect(page.getByRole('heading', { name: 'Questão 4 de 5' })).toBeVisible();
  await expect(
    navigator(page).getByRole('button', { name: 'Questão 2: Respondida, Marcada para revisão' }),
  ).toBeVisible();
  await allSaved(page);
  // No journey checks before the deadline: axe and four screenshots on a loaded box can outlast this one-minute
  // exam (CI saw it). The open simulado's test checks the same screen with time to spare.

  // Reload mid-exam: the same deadline, the answers still there.
  const resumed = page.waitForResponse(
    (response) => /\/api\/simulados\/\d+\/attempt$/.test(response.url()) && response.request().method() === 'GET',
  );
  await page.reload();
  expect(((await (await resumed).json()) as { deadline: string }).deadline).toBe(deadline);
  await expect(navigator(page).getByRole('button', { name: 'Questão 1: Respondida' })).toBeVisible();
  await expect(
    navigator(page).getByRole('button', { name: 'Questão 2: Respondida, Marcada para revisão' }),
  ).toBeVisible();
  await expect(page.getByText('2 de 5 respondidas')).toBeVisible();
  // It reopens at the first blank question.
  await expect(page.getByRole('heading', { name: 'Questão 3 de 5' })).toBeVisible();

  // The deadline: the page submits by itself and opens the result.
  await expect(page).toHaveURL(/\/questoes\/simulado\/detalhes\/\d+$/, { timeout: 80_000 });
  await expect(page.getByText('Tempo esgotado: seu simulado foi entregue automaticamente.')).toBeVisible();
  await expect(page.getByTestId('result-score')).toHaveText(/^\d+(,\d)?%$/);
  await expect(page.getByText('Entregue automaticamente no fim do tempo.')).toBeVisible();
  await journeyChecks(page, 'simulado-auto-submitted');
});

test('the open simulado offline: answers queue, the indicator says so, they are sent when back online and survive a reload; submit counts blanks', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await blockExternalRequests(page);
  const site = producerSite('ortopedia-ativa');
  await signInReady(page, site.origin, 'freemium@medmember.dev');
  await startFromOverview(page, site.origin, /Simulado Nacional/);
  await expect(page.getByRole('heading', { name: 'Questão 1 de 30' })).toBeVisible();

  await page.context().setOffline(true);
  for (const position of [1, 2, 3]) {
    await expect(page.getByRole('heading', { name: `Questão ${position} de 30` })).toBeVisible();
    await alternatives(page)
      .nth(position % 4)
      .click();
    await page.getByRole('button', { name: 'Próxima' }).click();
  }
  const status = page.getByRole('status').filter({ hasText: 'Offline' });
  await expect(status).toContainText('Offline — as respostas serão enviadas quando a conexão voltar');
  await expect(status).toContainText('(3 pendentes)');
  await expect(page.getByText('3 de 30 respondidas')).toBeVisible();
  await journeyChecks(page, 'simulado-offline');

  await page.context().setOffline(false);
  await allSaved(page);
  await page.reload();
  await expect(page.getByText('3 de 30 respondidas')).toBeVisible();
  for (const position of [1, 2, 3])
    await expect(navigator(page).getByRole('button', { name: `Questão ${position}: Respondida` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Questão 4 de 30' })).toBeVisible();
  await journeyChecks(page, 'simulado-exam');

  await page.getByRole('button', { name: 'Entregar simulado' }).click();
  const dialog = page.getByRole('dialog', { name: 'Entregar o simulado?' });
  await expect(dialog).toContainText('Você deixou 27 questões em branco. Entregar mesmo assim?');
  await dialog.getByRole('button', { name: 'Entregar', exact: true }).click();
  await expect(page).toHaveURL(/\/questoes\/simulado\/detalhes\/\d+$/);
  await expect(page.getByTestId('result-score')).toBeVisible();
  await expect(page.getByText('3 respondidas')).toBeVisible();
});
