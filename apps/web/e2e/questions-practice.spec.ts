import { blockExternalRequests, expect, journeyChecks, test } from './fixtures.ts';
import { producerSite, signIn } from './auth-journey.ts';
import type { Page } from '@playwright/test';

/** novo@ on Lumen Oftalmologia (no other journey signs in as this pair): no answers yet. */
const site = producerSite('lumen-oftalmologia');

const counts = (page: Page) => page.getByTestId('node-count').allTextContents();
const radios = (page: Page) => page.getByRole('radiogroup', { name: /^Questão \d+ de \d+$/ }).getByRole('radio');

/** The checkbox of the group's option that matches the most questions now (its name ends with "(N questões)"). */
async function largest(page: Page, group: string) {
  const boxes = page.getByRole('group', { name: group }).getByRole('checkbox');
  const names = await boxes.evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label') ?? ''));
  const sizes = names.map((name) => Number(/\((\d+) quest/.exec(name)?.[1] ?? 0));
  const best = sizes.indexOf(Math.max(...sizes));
  return { box: boxes.nth(best), size: sizes[best] ?? 0 };
}
const position = (page: Page, current: number, total: number) => page.getByRole('heading', { level: 2, name: `Questão ${current} de ${total}` });

/** Answers the current question by keyboard (a letter, Enter) and waits for the reveal. */
async function answerByKeyboard(page: Page, key: string) {
  await expect(radios(page).first()).toBeVisible();
  await page.keyboard.press(key);
  await expect(radios(page).and(page.locator('[aria-checked="true"]'))).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('answer-verdict')).toBeVisible();
}

test('a new learner builds a practice in the filter and answers it by keyboard, then sees the figures', async ({ page }) => {
  test.setTimeout(180_000);
  await blockExternalRequests(page);
  await signIn(page, site.origin, 'novo@medmember.dev');

  // The overview of a learner with no answers: an invitation to the filter and to a track.
  await page.goto(`${site.origin}/questoes`);
  const empty = page.getByTestId('questions-empty');
  await expect(empty).toBeVisible();
  await expect(empty.getByRole('link', { name: /Começar a trilha/ })).toBeVisible();
  await empty.getByRole('link', { name: 'Montar treino' }).click();
  await expect(page).toHaveURL(/\/questoes\/filtro$/);

  // The filter: a count beside every node; ticking a subject updates the total, an institution the counts.
  const total = page.getByTestId('filter-total');
  await expect(total).toHaveText(/^\d+ questões encontradas$/);
  const allQuestions = await total.textContent();
  await expect(page.getByRole('group', { name: 'Assuntos' }).getByRole('checkbox').first()).toHaveAccessibleName(/\(\d+ questões?\)$/);
  const subject = await largest(page, 'Assuntos');
  await subject.box.check();
  await expect(total).not.toHaveText(allQuestions ?? '');
  await expect(total).toHaveText(/^\d+ questões? encontradas?$/);
  const subjectCounts = await counts(page);
  const institution = await largest(page, 'Instituições');
  expect(institution.size).toBeGreaterThanOrEqual(2);
  await institution.box.check();
  await expect.poll(() => counts(page)).not.toEqual(subjectCounts);
  await expect(total).toHaveText(`${institution.size} questões encontradas`);
  const size = page.getByLabel(/Ou digite outro número/);
  await size.fill('5');
  await expect(size).toHaveValue('5');
  await expect(page.getByRole('button', { name: 'Começar treino' })).toBeEnabled();
  // The screenshot shows the top: the ticked subject with its count (the total stays in the sticky footer).
  await page.locator('#app-scroller').evaluate((scroller) => scroller.scrollTo(0, 0));
  await journeyChecks(page, 'questions-filter');

  await page.getByRole('button', { name: 'Começar treino' }).click();
  await expect(page).toHaveURL(/\/questoes\/treino-livre\?sessao=\d+&questao=1$/);
  await expect(page).toHaveTitle('Treino Livre de questões');
  const totalQuestions = Number((await page.getByTestId('question-position').textContent())?.match(/de (\d+)/)?.[1]);
  expect(totalQuestions).toBeGreaterThanOrEqual(1);
  expect(totalQuestions).toBeLessThanOrEqual(5);

  // Question 1 by keyboard: the reveal shows the correct alternative and the learners' shares.
  await expect(position(page, 1, totalQuestions)).toBeVisible();
  await answerByKeyboard(page, '1');
  await expect(page.getByText(/^Resposta correta: [A-E] · você marcou A$/)).toBeVisible();
  await expect(page.getByText(/\d+% escolheram/).first()).toBeVisible();
  await expect(page.getByTestId('save-status')).toHaveText('Salvo');
  await journeyChecks(page, 'questions-practice-reveal');

  if (totalQuestions >= 2) {
    // Question 2: strike an alternative out (right-click), it cannot be chosen; mark for review with M.
    await page.keyboard.press('Enter');
    await expect(position(page, 2, totalQuestions)).toBeVisible();
    const struck = radios(page).nth(1);
    await struck.click({ button: 'right' });
    await expect(struck).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('b');
    await expect(struck).toHaveAttribute('aria-checked', 'false');
    await page.keyboard.press('m');
    await expect(page.getByRole('button', { name: 'Marcada para revisão' })).toHaveAttribute('aria-pressed', 'true');
    await answerByKeyboard(page, 'a');

    // The arrows move between questions; an answered one shows its reveal again.
    await page.keyboard.press('ArrowLeft');
    await expect(position(page, 1, totalQuestions)).toBeVisible();
    await expect(page.getByTestId('answer-verdict')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(position(page, 2, totalQuestions)).toBeVisible();
    await expect(page.getByTestId('answer-verdict')).toBeVisible();
  }
  for (let current = 3; current <= totalQuestions; current++) {
    await page.keyboard.press('Enter');
    await expect(position(page, current, totalQuestions)).toBeVisible();
    await answerByKeyboard(page, current % 2 === 0 ? 'a' : '2');
  }

  // The end: the score and the score by subject.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Treino concluído' })).toBeVisible();
  await expect(page.getByText(new RegExp(`Você acertou \\d+ de ${totalQuestions} quest`))).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Por assunto' })).toBeVisible();

  // Back on the overview: the figures count these answers.
  await page.getByRole('link', { name: 'Voltar às questões' }).click();
  await expect(page).toHaveURL(/\/questoes$/);
  const figures = page.getByTestId('questions-performance');
  await expect(figures).toBeVisible();
  await expect(figures.getByRole('definition').first()).toHaveText(String(totalQuestions));
  await expect(page.getByTestId('performance-charts')).toBeVisible();
  await expect(page.getByTestId('questions-empty')).toHaveCount(0);
  await journeyChecks(page, 'questions-overview');
});
