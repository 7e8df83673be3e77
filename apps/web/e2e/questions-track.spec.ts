import { blockExternalRequests, expect, journeyChecks, test } from './fixtures.ts';
import { producerSite, signIn } from './auth-journey.ts';
import type { Page } from '@playwright/test';

/** novo@ on Vigília Anestesiologia (no other journey signs in as this pair): no answers yet. */
const site = producerSite('vigilia-anestesia');

async function answer(page: Page, key: string) {
  await expect(page.getByRole('radiogroup').getByRole('radio').first()).toBeVisible();
  await page.keyboard.press(key);
  await expect(page.getByRole('radiogroup').getByRole('radio', { checked: true })).toHaveCount(1);
  await page.getByRole('button', { name: 'Confirmar resposta' }).click();
  await expect(page.getByTestId('answer-verdict')).toBeVisible();
}

test('a learner opens a track from /questoes, answers two questions and resumes at the third after a reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await blockExternalRequests(page);
  await signIn(page, site.origin, 'novo@medmember.dev');

  await page.goto(`${site.origin}/questoes`);
  const card = page.getByTestId('track-card').first();
  const title = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('link').click();
  await expect(page).toHaveURL(/\/questoes\/trilha\/\d+\?questao=1$/);
  await expect(page).toHaveTitle(/^Trilha de questões · /);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const trackPath = new URL(page.url()).pathname;

  await expect(page.getByRole('heading', { level: 2, name: /^Questão 1 de \d+$/ })).toBeVisible();
  await answer(page, 'a');
  await expect(page.getByTestId('save-status')).toHaveText('Salvo');
  await page.getByRole('button', { name: /Próxima/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Questão 2 de \d+$/ })).toBeVisible();
  await answer(page, 'b');
  await expect(
    page
      .getByRole('navigation', { name: 'Questões da trilha' })
      .getByRole('button', { name: /^Questão 2: (acertou|errou)$/ }),
  ).toBeVisible();
  await expect(page.getByTestId('save-status')).toHaveText('Salvo');

  // The track's own address (no position), reloaded: it resumes where the learner stopped.
  await page.goto(`${site.origin}${trackPath}`);
  await expect(page).toHaveURL(/\?questao=3$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: /^Questão 3 de \d+$/ })).toBeVisible();
  await expect(page.getByText(/^2 de \d+ respondidas$/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Questão 1: (acertou|errou)$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Questão 3: não respondida' })).toHaveAttribute('aria-current', 'step');
  await journeyChecks(page, 'questions-track');

  // The overview offers to continue it where it stopped.
  await page.goto(`${site.origin}/questoes`);
  await expect(page.getByRole('link', { name: `Continuar a trilha ${title}` })).toHaveAttribute(
    'href',
    new RegExp(`${trackPath}\\?questao=3$`),
  );
});
