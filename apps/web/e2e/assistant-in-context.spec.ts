import { join } from 'node:path';
import { oftalmologiaQuestionBank } from '../../api/src/db/seed/questions/demo-questions-oftalmologia.ts';
import { blockExternalRequests, expect, journeyChecks, screenshotDir, test } from './fixtures.ts';
import { producerSite, signIn } from './auth-journey.ts';
import type { Page } from '@playwright/test';

/**
 * "Pergunte à {nome}" where the learner studies (issue 18), as assistente@ (the assistant journeys' demo account; the
 * tests run in parallel, so each on a producer of its own): Lumen Oftalmologia, whose assistant is Lumi, Foco
 * Oftalmo (Íris, the local lesson video) and Plano Anestésico (Dra. Ana).
 */
const lumen = producerSite('lumen-oftalmologia');
const foco = producerSite('foco-oftalmo');
const plano = producerSite('plano-anestesico');
const learner = 'assistente@medmember.dev';

const letters = ['A', 'B', 'C', 'D', 'E'] as const;
const radios = (page: Page) => page.getByRole('radiogroup', { name: /^Questão \d+ de \d+$/ }).getByRole('radio');

/** The question on screen, found in the demo bank by its alternatives (to answer it wrong on purpose). */
async function shownQuestion(page: Page) {
  await expect(radios(page).first()).toBeVisible();
  const texts = await radios(page).allTextContents();
  const found = oftalmologiaQuestionBank.questions.filter(
    (question) =>
      question.alternatives.length === texts.length &&
      question.alternatives.every((alternative, index) => texts[index]?.includes(alternative.text)),
  );
  expect(found, 'the question on screen is one of the demo bank').toHaveLength(1);
  return found[0] as (typeof found)[number];
}

test('a wrong answer in practice: "Pergunte à Lumi" on the reveal asks why, with the question as context, and a cited answer streams in', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await blockExternalRequests(page);
  await signIn(page, lumen.origin, learner);

  // A short practice of the whole bank.
  await page.goto(`${lumen.origin}/questoes/filtro`);
  await expect(page.getByTestId('filter-total')).toHaveText(/^\d+ questões encontradas$/);
  await page.getByLabel(/Ou digite outro número/).fill('3');
  await page.getByRole('button', { name: 'Começar treino' }).click();
  await expect(page).toHaveURL(/\/questoes\/treino-livre\?sessao=\d+&questao=1$/);

  // The first question that is not annulled, answered wrong.
  let question = await shownQuestion(page);
  while (question.annulled) {
    await page.keyboard.press('a');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('answer-verdict')).toBeVisible();
    await page.keyboard.press('Enter');
    question = await shownQuestion(page);
  }
  const wrong = letters.slice(0, question.alternatives.length).find((letter) => letter !== question.correct) ?? 'A';
  await page.keyboard.press(wrong.toLowerCase());
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('answer-verdict')).toHaveAttribute('data-verdict', 'wrong');

  // On the reveal, beside "Próxima": the assistant's own name.
  const ask = page.getByTestId('ask-assistant');
  await expect(ask).toHaveAccessibleName('Pergunte à Lumi');
  await ask.scrollIntoViewIfNeeded();
  await journeyChecks(page, 'assistant-in-context-reveal');
  // On a phone the buttons stack under the verdict, full width (the check above shows the top of the reveal).
  await page.setViewportSize({ width: 412, height: 823 });
  await ask.scrollIntoViewIfNeeded();
  const next = await page.getByRole('button', { name: /Próxima/ }).boundingBox();
  const asking = await ask.boundingBox();
  expect(asking?.y ?? 0).toBeGreaterThan((next?.y ?? 0) + (next?.height ?? 0) - 1);
  expect(asking?.width).toBeCloseTo(next?.width ?? 0, 0);
  await page.screenshot({ path: join(screenshotDir, 'assistant-in-context-reveal-actions-412x823.png') });
  await ask.click();

  // The panel opens with the question sent, the chip of its context above it.
  const panel = page.getByRole('dialog', { name: 'Lumi' });
  await expect(panel).toBeVisible();
  const asked = panel.getByTestId('assistant-question').last();
  await expect(asked).toContainText(`Por que a alternativa ${wrong} está errada?`);
  await expect(asked).toContainText(new RegExp(`Questão \\d+ · alternativa ${wrong}`));

  // The answer streams in (extractive: no model configured) and ends with its sources, each mark a link.
  const answer = panel.getByTestId('assistant-answer').last();
  await expect(answer).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  await expect(answer.getByTestId('assistant-sources').getByRole('listitem').first()).toBeVisible();
  await expect(answer.getByRole('link', { name: /^Fonte \d+: / }).first()).toBeVisible();
  await expect(panel.getByTestId('assistant-live')).not.toBeEmpty();
  await journeyChecks(page, 'assistant-in-context-question');

  // Esc closes it; the focus goes back to the button that opened it, and the player's keys work again.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(ask).toBeFocused();
});

test('a lesson: "Pergunte à Íris" puts a draft about the lesson in the box, and the lesson opens at a cited second', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await blockExternalRequests(page);
  await signIn(page, foco.origin, learner);

  // The lesson with the local video (30 s), found by the search.
  await page.goto(`${foco.origin}/search?q=${encodeURIComponent('como estudar glaucoma')}`);
  await page
    .getByRole('link', { name: /Boas-vindas e como estudar glaucoma/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/courses\/[0-9a-f-]{36}\/module\/\d+\?aula=\d+$/);
  const title = 'Boas-vindas e como estudar glaucoma';
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // A citation's address: the same lesson at 12 s; the video starts there.
  await page.goto(`${page.url()}&t=12`);
  const video = page.locator(`video[aria-label="${title}"]`);
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 })
    .toBeCloseTo(12, 0);

  // "Pergunte à Íris" about the lesson: the panel opens with a draft to finish and the lesson's chip, nothing sent.
  const ask = page.getByTestId('ask-assistant');
  await expect(ask).toHaveAccessibleName('Pergunte à Íris');
  await ask.click();
  const panel = page.getByRole('dialog', { name: 'Íris' });
  await expect(panel).toBeVisible();
  const box = panel.getByRole('textbox', { name: 'Sua pergunta' });
  await expect(box).toHaveValue('Sobre esta aula: ');
  await expect(box).toBeFocused();
  await expect(panel.getByText(`Sobre: ${title}`)).toBeVisible();
  await expect(panel.getByTestId('assistant-question')).toHaveCount(0);
  await journeyChecks(page, 'assistant-in-context-lesson');
});

test('a flashcard\'s back: "Pergunte à Dra. Ana" asks to explain the card, with the card as context', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await blockExternalRequests(page);
  await signIn(page, plano.origin, learner);

  // Today's new cards: the first one's back.
  await page.goto(`${plano.origin}/flashcards/study`);
  await page.getByRole('button', { name: /^Mostrar resposta/ }).click();
  const back = page.getByTestId('card-back');
  await expect(back).toBeVisible();
  const ask = back.getByTestId('ask-assistant');
  await expect(ask).toHaveAccessibleName('Pergunte à Dra. Ana');
  await ask.scrollIntoViewIfNeeded();
  await journeyChecks(page, 'assistant-in-context-flashcard');

  await ask.click();
  const panel = page.getByRole('dialog', { name: 'Dra. Ana' });
  const asked = panel.getByTestId('assistant-question').last();
  await expect(asked).toContainText('Explique este cartão.');
  await expect(asked).toContainText(/Flashcard: \S/);
  const answer = panel.getByTestId('assistant-answer').last();
  await expect(answer).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  await expect(answer.getByTestId('assistant-sources').getByRole('listitem').first()).toBeVisible();

  // Closed, the card is still there to rate: nothing typed or pressed in the panel rated it.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(ask).toBeFocused();
  await expect(page.getByRole('group', { name: 'Como foi lembrar?' })).toBeVisible();
});
