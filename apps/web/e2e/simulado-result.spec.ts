import type { Locator, Page } from '@playwright/test';
import { blockExternalRequests, expect, journeyChecks, test } from './fixtures.ts';
import { producerSite, signIn } from './auth-journey.ts';

const simuladosPanel = (page: Page) =>
  page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Simulados' }) });
const reviewFilter = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Filtrar questões' }).getByRole('button', { name: new RegExp(`^${name}`) });
const questionToggle = (article: Locator) => article.getByRole('heading', { level: 3 }).getByRole('button');

/** The x-axis labels of the distribution chart, as laid out: none may overlap its neighbour. */
async function tickBoxes(page: Page) {
  const ticks = page.getByTestId('distribution-tick');
  await expect(ticks).toHaveCount(10);
  const boxes = await ticks.evaluateAll((elements) =>
    elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect),
  );
  return boxes.sort((a, b) => a.left - b.left);
}

test("a learner reviews a finished simulado's result on a phone: chart, filters, the jump grid; then hands in the open one early", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await blockExternalRequests(page);
  await page.setViewportSize({ width: 412, height: 823 });
  const site = producerSite('fluxo-vascular');
  await signIn(page, site.origin, 'professor@medmember.dev');

  await page.goto(`${site.origin}/questoes`);
  const panel = simuladosPanel(page);
  const openHref = await panel
    .getByRole('link', { name: /Simulado Nacional/ })
    .first()
    .getAttribute('href');
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

  // At 412 px the ten range labels of the chart sit side by side without overlapping ("10–1920–29…" before).
  const boxes = await tickBoxes(page);
  for (const [index, box] of boxes.entries()) {
    const next = boxes[index + 1];
    expect(box.width).toBeGreaterThan(0);
    if (next) expect(box.right, `label ${index} overlaps label ${index + 1}`).toBeLessThanOrEqual(next.left);
  }

  // The review: collapsed questions; "Erradas" shows only the wrong ones, as many as its count says.
  await expect(page.getByRole('heading', { level: 2, name: 'Gabarito comentado' })).toBeVisible();
  await expect(page.getByText('Mostrando 20 de 20 questões')).toBeVisible();
  const wrongFilter = reviewFilter(page, 'Erradas');
  const wrongCount = Number(/\((\d+)\)/.exec((await wrongFilter.textContent()) ?? '')?.[1]);
  expect(wrongCount).toBeGreaterThan(0);
  await wrongFilter.click();
  await expect(wrongFilter).toHaveAttribute('aria-pressed', 'true');
  const articles = page.getByRole('article');
  await expect(articles).toHaveCount(wrongCount);
  await expect(articles.filter({ hasText: 'Você errou' })).toHaveCount(wrongCount);
  await expect(page.getByText(`Mostrando ${wrongCount} de 20 questões`)).toBeVisible();

  // The grid jumps to a question the filter hides: all show again, that one opens, scrolled to and focused.
  const grid = page.getByRole('navigation', { name: 'Ir para a questão' });
  await expect(grid.getByRole('button')).toHaveCount(20);
  const right = grid.getByRole('button', { name: /^Questão \d+: Você acertou/ }).last();
  const position = /Questão (\d+)/.exec((await right.getAttribute('aria-label')) ?? '')?.[1];
  await right.click();
  await expect(reviewFilter(page, 'Todas')).toHaveAttribute('aria-pressed', 'true');
  const target = page.getByRole('article', { name: `Questão ${position}`, exact: true });
  await expect(questionToggle(target)).toHaveAttribute('aria-expanded', 'true');
  await expect(questionToggle(target)).toBeFocused();
  await expect(questionToggle(target)).toBeInViewport();
  // Opened: the choice and the correct one, the takers' shares, explanations on demand.
  await expect(target.getByText('Correta')).toBeVisible();
  await expect(target.getByText(/% dos participantes$/).first()).toBeVisible();
  const explanations = target.getByRole('button', { name: 'Comentários da questão' });
  await explanations.click();
  await expect(explanations).toHaveAttribute('aria-expanded', 'true');
  await expect(target.getByText(/^Alternativa [A-E]:/).first()).toBeVisible();
  // The screenshots show the chart and the review's grid and filters.
  await page.getByTestId('distribution-chart').scrollIntoViewIfNeeded();
  await journeyChecks(page, 'simulado-result');

  // The classic layout of the open simulado: this learner's own attempt, started there; all questions on one page.
  const openId = /\/(\d+)$/.exec(openHref ?? '')?.[1];
  expect(openId).toBeTruthy();
  await page.goto(`${site.origin}/questoes/simulado_old/${openId}`);
  await page.getByRole('button', { name: 'Iniciar simulado' }).click();
  await page
    .getByRole('dialog', { name: 'Iniciar o simulado agora?' })
    .getByRole('button', { name: 'Começar agora' })
    .click();
  await expect(page.getByRole('heading', { name: 'Questão 1 de 30' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Questão \d+ de 30$/i })).toHaveCount(30);
  const groups = page.getByRole('radiogroup', { name: /^Questão \d+ de 30$/i });
  await expect(groups).toHaveCount(30);
  await groups.nth(1).getByRole('radio').first().click();
  await expect(page.getByText('1 de 30 respondidas')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Todas as respostas salvas' })).toBeVisible({
    timeout: 15_000,
  });
  await page.evaluate(() => document.getElementById('app-scroller')?.scrollTo({ top: 0 }));
  await journeyChecks(page, 'simulado-classic');

  // Handed in early while others still sit it: the score shows, the key waits for the close.
  await page.getByRole('button', { name: 'Entregar simulado' }).click();
  await page
    .getByRole('dialog', { name: 'Entregar o simulado?' })
    .getByRole('button', { name: 'Entregar', exact: true })
    .click();
  await expect(page).toHaveURL(/\/questoes\/simulado\/detalhes\/\d+$/);
  await expect(page.getByTestId('result-score')).toHaveText(/^\d+(,\d)?%$/);
  await expect(page.getByTestId('answer-key-held')).toHaveText(
    /^O gabarito será liberado em \d+ de .+ de \d{4}, \d\d:\d\d \(horário de Brasília\)/,
  );
  await expect(page.getByRole('heading', { level: 2, name: 'Suas respostas' })).toBeVisible();
  await expect(reviewFilter(page, 'Erradas')).toHaveCount(0);
  const answered = page.getByRole('article', { name: 'Questão 2', exact: true });
  await expect(answered.getByText('Respondida')).toBeVisible();
  await questionToggle(answered).click();
  await expect(answered.getByText('Sua resposta')).toBeVisible();
  await expect(answered.getByText('Correta')).toHaveCount(0);
  await expect(answered.getByText(/% dos participantes$/)).toHaveCount(0);
  await page.getByTestId('answer-key-held').scrollIntoViewIfNeeded();
  await journeyChecks(page, 'simulado-result-key-held');

  // On /questoes it is "Entregue", not "Encerrado": it stays open for the others.
  await page.goto(`${site.origin}/questoes`);
  const group = (name: string) => simuladosPanel(page).getByRole('heading', { level: 3, name }).locator('xpath=..');
  await expect(group('Entregues').getByRole('link', { name: /Simulado Nacional/ })).toBeVisible();
  await expect(group('Entregues').getByText(/^Gabarito em /)).toBeVisible();
  await expect(group('Entregues').getByRole('link', { name: /Simulado de abertura/ })).toBeVisible();
  await expect(simuladosPanel(page).getByRole('heading', { level: 3, name: 'Encerrados' })).toHaveCount(0);
});
