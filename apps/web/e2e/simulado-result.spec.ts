import { blockExternalRequests, expect, journeyChecks, test } from './fixtures.ts';
import { producerSite, signIn } from './auth-journey.ts';

test("a learner reads a finished simulado's result against the peers, then sees the classic layout of the open one", async ({ page }) => {
  test.setTimeout(90_000);
  await blockExternalRequests(page);
  const site = producerSite('fluxo-vascular');
  await signIn(page, site.origin, 'professor@medmember.dev');

  await page.goto(`${site.origin}/questoes`);
  const panel = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Simulados' }) });
  const openHref = await panel.getByRole('link', { name: /Simulado Nacional/ }).first().getAttribute('href');
  await panel.getByRole('link', { name: 'Ver resultado' }).first().click();
  await expect(page).toHaveURL(/\/questoes\/simulado\/detalhes\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /Simulado de abertura/ })).toBeVisible();

  // Score, position among the takers, percentile, distribution (with its words), by subject.
  await expect(page.getByTestId('result-score')).toHaveText(/^\d+(,\d)?%$/);
  await expect(page.getByText(/^\d+º de \d+ participantes$/)).toBeVisible();
  await expect(page.getByText(/^Melhor que \d+(,\d)?% dos participantes$/)).toBeVisible();
  await expect(page.getByText(/^Sua faixa: \d+–\d+% \(\d+ participantes?\)$/)).toBeVisible();
  const subjects = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Grande área' }) });
  await expect(subjects.getByRole('row')).not.toHaveCount(1);

  // A question the learner answered: the choice and the correct one, the takers' shares, explanations on demand.
  const question = page.getByRole('article').filter({ hasText: 'Sua resposta' }).first();
  await expect(question.getByText('Correta')).toBeVisible();
  await expect(question.getByText(/% dos participantes$/).first()).toBeVisible();
  const explanations = question.getByRole('button', { name: 'Comentários da questão' });
  await expect(explanations).toHaveAttribute('aria-expanded', 'false');
  await explanations.click();
  await expect(explanations).toHaveAttribute('aria-expanded', 'true');
  await expect(question.getByText(/^Alternativa [A-E]:/).first()).toBeVisible();
  await page.evaluate(() => document.getElementById('app-scroller')?.scrollTo({ top: 0 }));
  await journeyChecks(page, 'simulado-result');

  // The classic layout of the open simulado: this learner's own attempt, started there; all questions on one page.
  const openId = /\/(\d+)$/.exec(openHref ?? '')?.[1];
  expect(openId).toBeTruthy();
  await page.goto(`${site.origin}/questoes/simulado_old/${openId}`);
  await page.getByRole('button', { name: 'Iniciar simulado' }).click();
  await page.getByRole('dialog', { name: 'Iniciar o simulado agora?' }).getByRole('button', { name: 'Começar agora' }).click();
  await expect(page.getByRole('heading', { name: 'Questão 1 de 30' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Questão \d+ de 30$/i })).toHaveCount(30);
  const groups = page.getByRole('radiogroup', { name: /^Questão \d+ de 30$/i });
  await expect(groups).toHaveCount(30);
  await groups.nth(1).getByRole('radio').first().click();
  await expect(page.getByText('1 de 30 respondidas')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Todas as respostas salvas' })).toBeVisible({ timeout: 15_000 });
  await page.evaluate(() => document.getElementById('app-scroller')?.scrollTo({ top: 0 }));
  await journeyChecks(page, 'simulado-classic');
});
