import { blockExternalRequests, expect, journeyChecks, test } from './fixtures.ts';
import { producerSite, signUpFresh } from './auth-journey.ts';
import type { APIRequestContext, Page } from '@playwright/test';

/**
 * A question missed in free practice comes back the next day as a review, on the server's test clock
 * (PUT /api/test/clock, TEST_CLOCK=true). The offset is the server's, so this runs in the chromium-clock project,
 * after every other journey. An account of its own on Ortopedia Ativa (signed up here): its error notebook holds
 * only the question this journey misses, whatever the other journeys answered.
 */
const site = producerSite('ortopedia-ativa');
const password = 'amanhaSeguro2027';
const dayMs = 86_400_000;

/** A confirmed account of this journey's own, signed in. */
const signInFresh = (page: Page) => signUpFresh(page, site.origin, { prefix: 'amanha', nome: 'Otávio Reis', password });

/** Moves the server's flashcards clock `offset_ms` ahead of the real time (0: back to it). */
async function setServerClock(request: APIRequestContext, offsetMs: number): Promise<void> {
  const response = await request.put('/api/test/clock', { data: { offset_ms: offsetMs } });
  expect(response.status(), 'PUT /api/test/clock (TEST_CLOCK=true on the e2e server)').toBe(204);
}

const radios = (page: Page) => page.getByRole('radiogroup').getByRole('radio');
const letters = ['a', 'b', 'c', 'd', 'e'] as const;

/** Chooses `letter` by keyboard, confirms with Enter, and reads the verdict: right or wrong, the correct letter. */
async function answer(page: Page, letter: string) {
  await expect(radios(page).first()).toBeVisible();
  await page.keyboard.press(letter);
  await expect(radios(page).and(page.locator('[aria-checked="true"]'))).toHaveCount(1);
  await page.keyboard.press('Enter');
  const verdict = page.getByTestId('answer-verdict');
  await expect(verdict).toBeVisible();
  const kind = await verdict.getAttribute('data-verdict');
  const correct = /Resposta correta: ([A-E])/.exec((await verdict.textContent()) ?? '')?.[1];
  return { wrong: kind === 'wrong', correct };
}

const figure = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Hoje' })
    .getByRole('term')
    .filter({ hasText: label })
    .locator('xpath=following-sibling::dd[1]');

// Study days are São Paulo days; a browser on UTC calls 00:00–03:00 UTC "tomorrow" already, so "Volta hoje"
// showed where "Volta em" was right whenever the run fell in those hours. The reference learner is in Brazil.
test.use({ timezoneId: 'America/Sao_Paulo' });

test('a question missed in free practice is due the next day, answered right there, and leaves the notebook', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await blockExternalRequests(page);
  await signInFresh(page);

  try {
    // Free practice: answer until one is wrong (the letter chosen varies; the verdict says which was correct).
    await page.goto(`${site.origin}/questoes`);
    await page.getByTestId('questions-empty').getByRole('link', { name: 'Montar treino' }).click();
    await expect(page).toHaveURL(/\/questoes\/filtro$/);
    await page.getByLabel(/Ou digite outro número/).fill('10');
    await page.getByRole('button', { name: 'Começar treino' }).click();
    await expect(page).toHaveURL(/\/questoes\/treino-livre\?sessao=\d+&questao=1$/);
    let missed: { alternatives: string[]; correct: string } | null = null;
    for (let position = 1; position <= 10 && !missed; position++) {
      await expect(
        page.getByRole('heading', { level: 2, name: new RegExp(`^Questão ${position} de \\d+$`) }),
      ).toBeVisible();
      const alternatives = await radios(page).allTextContents();
      const result = await answer(page, letters[position % 2] ?? 'a');
      if (result.wrong && result.correct) missed = { alternatives, correct: result.correct };
      else await page.keyboard.press('Enter');
    }
    if (!missed) throw new Error('every answer of the practice was right');
    await expect(page.getByTestId('save-status')).toHaveText('Salvo');
    await journeyChecks(page, 'flashcards-tomorrow-missed');

    // Today: the question is in the error notebook, due tomorrow, not among today's questions to redo.
    await page.goto(`${site.origin}/flashcards`);
    await expect(page.getByRole('heading', { level: 1, name: 'Flashcards' })).toBeVisible();
    const notebook = page.getByRole('region', { name: 'Caderno de erros' });
    const items = notebook.getByTestId('error-notebook-item');
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText('Volta em');
    await expect(items.first()).not.toContainText('Volta hoje');
    await expect(figure(page, 'Questões para refazer')).toHaveText('0');
    await notebook.scrollIntoViewIfNeeded();
    await journeyChecks(page, 'flashcards-tomorrow-notebook');

    // Tomorrow: the question is today's work, and the error notebook's study shows it with the question player.
    await setServerClock(request, dayMs);
    await page.reload();
    await expect(figure(page, 'Questões para refazer')).toHaveText('1');
    await page.getByRole('region', { name: 'Hoje' }).getByRole('link', { name: 'Caderno de erros' }).click();
    await expect(page).toHaveURL(/\/flashcards\/study\?erros=1$/);
    const question = page.getByTestId('question-item');
    await expect(question).toBeVisible();
    await expect(radios(page)).toHaveText(missed.alternatives);
    await expect(page.getByTestId('answer-verdict')).toHaveCount(0);
    await journeyChecks(page, 'flashcards-tomorrow-review');
    await page.emulateMedia({ colorScheme: 'dark' });
    await journeyChecks(page, 'flashcards-tomorrow-review-dark');

    // Answered right this time (the letter the first verdict revealed): Bom, then on to the summary.
    const again = await answer(page, missed.correct.toLowerCase());
    expect(again.wrong).toBe(false);
    await expect(page.getByTestId('answer-verdict')).toHaveAttribute('data-verdict', 'correct');
    await journeyChecks(page, 'flashcards-tomorrow-right-dark');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Sessão concluída!' })).toBeVisible();
    await expect(page.getByTestId('completion-reviewed')).toHaveText('1 item revisado');

    // The notebook no longer lists it.
    await page.goto(`${site.origin}/flashcards`);
    await expect(page.getByRole('heading', { level: 1, name: 'Flashcards' })).toBeVisible();
    await expect(notebook.getByTestId('error-notebook-item')).toHaveCount(0);
    await expect(figure(page, 'Questões para refazer')).toHaveText('0');
    await notebook.scrollIntoViewIfNeeded();
    await journeyChecks(page, 'flashcards-tomorrow-notebook-dark');
  } finally {
    await setServerClock(request, 0);
  }
});
