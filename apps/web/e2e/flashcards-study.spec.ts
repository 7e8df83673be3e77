import { blockExternalRequests, expect, journeyChecks, test } from './fixtures.ts';
import { producerSite, signIn } from './auth-journey.ts';
import type { Page } from '@playwright/test';

/**
 * Studying by keyboard to the summary, and reviews made offline that sync when the connection is back. Each
 * journey signs in as a pair no other journey uses: professor@ on Lumen Oftalmologia, freemium@ on Foco
 * Oftalmo. Neither has reviewed anything: their queue is the day's new cards of the oftalmologia deck.
 */
const lumen = producerSite('lumen-oftalmologia');
const foco = producerSite('foco-oftalmo');

const showAnswer = (page: Page) => page.getByRole('button', { name: /^Mostrar resposta/ });
const front = (page: Page) => page.locator('[data-card-id]');
const ratings = (page: Page) => page.getByRole('group', { name: 'Como foi lembrar?' });

const summary = (page: Page) => page.getByRole('heading', { level: 1, name: 'Sessão concluída!' });

/**
 * Answers what is on screen by keyboard: a card (Space, then `key`) or a missed question (A, Enter, Enter);
 * false once the summary shows instead.
 */
async function studyOne(page: Page, key: string): Promise<boolean> {
  const question = page.getByTestId('question-item');
  await expect(showAnswer(page).or(question).or(summary(page))).toBeVisible();
  if (await summary(page).isVisible()) return false;
  if (await question.isVisible()) {
    await page.keyboard.press('a');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('answer-verdict')).toBeVisible();
    await page.keyboard.press('Enter');
    return true;
  }
  await page.keyboard.press('Space');
  await expect(ratings(page)).toBeVisible();
  await page.keyboard.press(key);
  return true;
}

test('professor@ studies by keyboard, undoes a rating, and reaches the summary (light and dark)', async ({ page }) => {
  test.setTimeout(180_000);
  await blockExternalRequests(page);
  await signIn(page, lumen.origin, 'professor@medmember.dev');
  await page.goto(`${lumen.origin}/flashcards/study`);
  await expect(page.getByRole('heading', { level: 1, name: 'Estudar flashcards' })).toBeVisible();
  await expect(page).toHaveTitle(`Estudo de flashcards · ${lumen.nome}`);
  await expect(page.getByTestId('study-progress')).toHaveText(/^0 de \d+ revisados$/);

  // The first card: Space shows the back and the four ratings with their intervals.
  await expect(showAnswer(page)).toBeVisible();
  const firstCard = await front(page).getAttribute('data-card-id');
  await page.keyboard.press('Space');
  await expect(page.getByTestId('card-back')).toBeVisible();
  await expect(ratings(page).getByTestId('rating-interval')).toHaveCount(4);
  await expect(ratings(page).getByRole('button', { name: /^Errei, volta em / })).toBeVisible();
  await journeyChecks(page, 'flashcards-study');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/dark/);
  await journeyChecks(page, 'flashcards-study-dark');
  await page.emulateMedia({ colorScheme: 'light' });

  // Rated Bom, then undone with Z: the same card comes back, and the count with it.
  await page.keyboard.press('3');
  await expect(page.getByTestId('study-progress')).toHaveText(/^1 de \d+ revisados$/);
  await page.keyboard.press('z');
  await expect(page.getByTestId('study-progress')).toHaveText(/^0 de \d+ revisados$/);
  await expect(front(page)).toHaveAttribute('data-card-id', firstCard ?? '');
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved');

  // The rest by keyboard, Fácil (4) so no card comes back today, until the summary.
  let studied = 0;
  while (studied < 80 && (await studyOne(page, '4'))) studied += 1;
  await expect(summary(page)).toBeVisible();
  await expect(page).toHaveURL(/\/flashcards\/completion$/);
  await expect(page).toHaveTitle(`Sessão de flashcards concluída · ${lumen.nome}`);
  await expect(page.getByTestId('completion-reviewed')).toHaveText(/^\d+ itens revisados$/);
  await expect(page.getByTestId('completion-outlook')).toContainText('Sequência1 dia seguido');
  await expect(page.getByRole('link', { name: 'Organizar no planner' })).toHaveAttribute('href', '/planner/onboarding');
  await journeyChecks(page, 'flashcards-completion');
  await page.emulateMedia({ colorScheme: 'dark' });
  await journeyChecks(page, 'flashcards-completion-dark');
});

test('freemium@ rates three cards offline; they sync when the connection is back, with the time they were made', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await blockExternalRequests(page);
  await signIn(page, foco.origin, 'freemium@medmember.dev');
  await page.goto(`${foco.origin}/flashcards/study`);
  await expect(showAnswer(page)).toBeVisible();

  await context.setOffline(true);
  for (const key of ['4', '3', '4']) {
    await expect(showAnswer(page)).toBeVisible();
    await page.keyboard.press('Space');
    await page.keyboard.press(key);
  }
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'offline');
  await expect(page.getByTestId('save-status')).toContainText('3 pendentes');
  await expect(page.getByTestId('study-progress')).toHaveText(/^3 de \d+ revisados$/);
  await journeyChecks(page, 'flashcards-study-offline');
  // Queued in the outbox with their reviewed_at (the time each was rated, before the connection came back).
  const queued = await page.evaluate(
    () =>
      (
        JSON.parse(localStorage.getItem('answer-outbox') ?? '{}') as {
          state?: { entries?: { path: string; body: { reviewed_at: string } }[] };
        }
      ).state?.entries ?? [],
  );
  expect(queued.map((entry) => entry.path)).toEqual(Array(3).fill('/api/flashcards/reviews'));
  expect(queued.map((entry) => entry.body.reviewed_at)).toEqual(
    [...queued.map((entry) => entry.body.reviewed_at)].sort(),
  );

  // Back online a while later: the three go out in order, each counted once at the time it was made.
  await page.waitForTimeout(2000);
  const responses: Promise<unknown>[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/flashcards/reviews')) responses.push(response.json());
  });
  const backOnlineAt = Date.now();
  await context.setOffline(false);
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved', { timeout: 30_000 });
  await expect(page.getByTestId('save-status')).not.toContainText('pendente');
  const recorded = (await Promise.all(responses)) as { already_recorded: boolean; item: { last_review: string } }[];
  expect(recorded.filter((review) => !review.already_recorded)).toHaveLength(3);
  for (const [index, review] of recorded.entries()) {
    expect(Date.parse(review.item.last_review)).toBe(Date.parse(queued[index]?.body.reviewed_at ?? ''));
    expect(Date.parse(review.item.last_review)).toBeLessThan(backOnlineAt - 1000);
  }
  await page.emulateMedia({ colorScheme: 'dark' });
  await journeyChecks(page, 'flashcards-study-synced-dark');
});
