import { blockExternalRequests, expect, journeyChecks, test } from './fixtures.ts';
import { producerSite, signIn } from './auth-journey.ts';
import type { Page } from '@playwright/test';

/**
 * aluno@ on Lumen Oftalmologia: the demo seed's 60 days of reviews (a streak ending yesterday, items due today,
 * 5–8 missed questions in the error notebook, a lesson track half done). auth-login.spec.ts signs in as this
 * pair too, once, for a few seconds: every producer's aluno@ is taken by some journey.
 */
const site = producerSite('lumen-oftalmologia');

const figure = async (page: Page, region: string, label: string) => {
  const value = page
    .getByRole('region', { name: region })
    .getByRole('term')
    .filter({ hasText: label })
    .locator('xpath=following-sibling::dd[1]');
  return Number(await value.textContent());
};

test('aluno@ sees today’s work, the decks, the statistics, removes a missed question and sets the retention', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await blockExternalRequests(page);
  await signIn(page, site.origin, 'aluno@medmember.dev');
  await page.goto(`${site.origin}/flashcards`);
  await expect(page.getByRole('heading', { level: 1, name: 'Flashcards' })).toBeVisible();
  await expect(page).toHaveTitle(`Flashcards · ${site.nome}`);

  // Today: something is due, a streak that ended yesterday, and the ways in.
  const today = page.getByRole('region', { name: 'Hoje' });
  await expect(today.getByRole('link', { name: 'Estudar tudo' })).toHaveAttribute('href', '/flashcards/study');
  await expect(today.getByRole('link', { name: 'Caderno de erros' })).toHaveAttribute(
    'href',
    '/flashcards/study?erros=1',
  );
  await expect(today.getByTestId('flashcards-streak')).toHaveText(/^\d+ dias? seguidos? de estudo$/);
  const toRedo = await figure(page, 'Hoje', 'Questões para refazer');
  expect(toRedo).toBeGreaterThanOrEqual(5);

  // The decks with their progress, and the lesson track in progress.
  const decks = page.getByRole('region', { name: 'Baralhos por assunto' });
  await expect(decks.getByTestId('deck-card').first()).toBeVisible();
  await expect(decks.getByRole('link', { name: /^Estudar o baralho / }).first()).toHaveAttribute(
    'href',
    /^\/flashcards\/study\?deck=\d+$/,
  );
  const tracks = page.getByRole('region', { name: 'Trilhas das aulas' });
  const inProgress = tracks.getByTestId('flashcard-track-card').filter({ hasText: 'Em andamento' }).first();
  await expect(inProgress.getByRole('link', { name: /^Estudar a trilha / })).toHaveAttribute(
    'href',
    /^\/flashcards\/study\?trilha=\d+$/,
  );
  await journeyChecks(page, 'flashcards-home');

  // Statistics: the forecast drawn (plain boxes, with the data), the heatmap of the 60 days.
  const stats = page.getByRole('region', { name: 'Estatísticas' });
  await stats.scrollIntoViewIfNeeded();
  await expect(stats.getByTestId('forecast-chart').locator('[data-column]').first()).toBeVisible();
  const heatmap = stats.getByRole('img', { name: /^\d+ dias com estudo desde / });
  const studied = Number(/^(\d+)/.exec((await heatmap.getAttribute('aria-label')) ?? '')?.[1]);
  expect(studied).toBeGreaterThanOrEqual(50);
  await expect(
    stats.getByRole('term').filter({ hasText: 'Retenção real' }).locator('xpath=following-sibling::dd[1]'),
  ).toHaveText(/^\d+%$/);
  await expect(
    stats.getByRole('region', { name: 'Retenção por assunto' }).getByRole('progressbar').first(),
  ).toBeVisible();

  // The error notebook: remove one missed question, confirmed; the list and today's count follow.
  const notebook = page.getByRole('region', { name: 'Caderno de erros' });
  const items = notebook.getByTestId('error-notebook-item');
  await notebook.getByRole('button', { name: /^Mostrar todas as \d+ questões$/ }).click();
  const before = await items.count();
  expect(before).toBeGreaterThanOrEqual(5);
  await items
    .first()
    .getByRole('button', { name: /^Remover do caderno: / })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Remover do caderno de erros?' });
  await journeyChecks(page, 'flashcards-remove-error');
  await dialog.getByRole('button', { name: 'Remover', exact: true }).click();
  const removedToast = page.getByRole('status').filter({ hasText: 'Questão removida do caderno de erros.' });
  await expect(removedToast).toBeVisible();
  await expect(items).toHaveCount(before - 1);
  await expect.poll(() => figure(page, 'Hoje', 'Questões para refazer')).toBe(toRedo - 1);

  // One toast at a time in the screenshots (a stacked toast's close button is too small to tap).
  await expect(removedToast).toBeHidden({ timeout: 15_000 });

  // Settings, in the dark: 85 % retention and Saturday off, kept after a reload; then back as they were.
  await page.emulateMedia({ colorScheme: 'dark' });
  const settings = page.getByRole('region', { name: 'Configurações de estudo' });
  const retention = settings.getByRole('slider', { name: 'Retenção desejada' });
  const initial = await retention.inputValue();
  await retention.fill('0.85');
  await expect(retention).toHaveAttribute('aria-valuetext', '85%');
  const saturday = settings.getByRole('button', { name: 'sábado' });
  const saturdayOff = await saturday.getAttribute('aria-pressed');
  await saturday.click();
  await settings.getByRole('button', { name: 'Salvar configurações' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Configurações salvas.' })).toBeVisible();
  await settings.scrollIntoViewIfNeeded();
  await journeyChecks(page, 'flashcards-settings-dark');

  await page.reload();
  await expect(retention).toHaveAttribute('aria-valuetext', '85%');
  await expect(saturday).toHaveAttribute('aria-pressed', saturdayOff === 'true' ? 'false' : 'true');
  await page.getByRole('heading', { level: 1, name: 'Flashcards' }).scrollIntoViewIfNeeded();
  await journeyChecks(page, 'flashcards-home-dark');
  await stats.scrollIntoViewIfNeeded();
  await expect(stats.getByTestId('forecast-chart').locator('[data-column]').first()).toBeVisible();
  await journeyChecks(page, 'flashcards-stats-dark');

  await retention.fill(initial);
  await saturday.click();
  await settings.getByRole('button', { name: 'Salvar configurações' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Configurações salvas.' }).first()).toBeVisible();
});
