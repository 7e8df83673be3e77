import { oftalmologiaQuestionBank } from '../../api/src/db/seed/questions/demo-questions-oftalmologia.ts';
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
  const names = await boxes.evaluateAll((elements) =>
    elements.map((element) => element.getAttribute('aria-label') ?? ''),
  );
  const sizes = names.map((name) => Number(/\((\d+) quest/.exec(name)?.[1] ?? 0));
  const best = sizes.indexOf(Math.max(...sizes));
  return { box: boxes.nth(best), size: sizes[best] ?? 0 };
}
const position = (page: Page, current: number, total: number) =>
  page.getByRole('heading', { level: 2, name: `Questão ${current} de ${total}` });
const letters = ['A', 'B', 'C', 'D', 'E'] as const;
type Letter = (typeof letters)[number];

/**
 * The question on screen, found in the demo bank by its alternatives: its letters and correct one, so the
 * journey can answer right or wrong on purpose (an annulled question counts any answer as right).
 */
async function shownQuestion(page: Page) {
  await expect(radios(page).first()).toBeVisible();
  const texts = await radios(page).allTextContents();
  const found = oftalmologiaQuestionBank.questions.filter(
    (question) =>
      question.alternatives.length === texts.length &&
      question.alternatives.every((alternative, index) => texts[index]?.includes(alternative.text)),
  );
  expect(found, 'the question on screen is one of the demo bank').toHaveLength(1);
  const question = found[0] as (typeof found)[number];
  const available = letters.slice(0, question.alternatives.length);
  /** A letter that counts as `right` (or not). */
  const pick = (right: boolean): Letter => {
    if (right) return question.correct;
    const wrong = available.find((letter) => letter !== question.correct);
    if (!wrong) throw new Error('no wrong alternative left');
    return wrong;
  };
  return {
    letters: available,
    pick,
    isRight: (letter: Letter) => question.annulled === true || letter === question.correct,
  };
}

/** Answers the current question by keyboard (a letter, Enter) and waits for the reveal. */
async function answerByKeyboard(page: Page, key: string) {
  await expect(radios(page).first()).toBeVisible();
  await page.keyboard.press(key);
  await expect(radios(page).and(page.locator('[aria-checked="true"]'))).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('answer-verdict')).toBeVisible();
}

test('a new learner builds a practice in the filter and answers it by keyboard, then sees the figures', async ({
  page,
}) => {
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
  await expect(page.getByRole('group', { name: 'Assuntos' }).getByRole('checkbox').first()).toHaveAccessibleName(
    /\(\d+ questões?\)$/,
  );
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
  // One order for the eyes and the keyboard: the types, the status, then the number of questions by the start.
  const top = async (name: string) =>
    (await page.getByRole('group', { name, exact: true }).boundingBox())?.y ?? Number.NaN;
  for (const viewport of [
    { width: 412, height: 823 },
    { width: 1440, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    const [subjects, boards, status, sizeGroup] = [
      await top('Assuntos'),
      await top('Bancas'),
      await top('Situação'),
      await top('Número de questões'),
    ];
    expect(subjects).toBeLessThan(boards);
    expect(boards).toBeLessThan(status);
    expect(status).toBeLessThanOrEqual(sizeGroup);
  }
  // On a phone the sticky footer is one compact row.
  await page.setViewportSize({ width: 412, height: 823 });
  const footer = await total.locator('xpath=../..').boundingBox();
  expect(footer?.height ?? 999).toBeLessThanOrEqual(64);
  // The screenshot shows the top: the ticked subject with its count (the total stays in the sticky footer).
  await page.locator('#app-scroller').evaluate((scroller) => scroller.scrollTo(0, 0));
  await journeyChecks(page, 'questions-filter');

  await page.getByRole('button', { name: 'Começar treino' }).click();
  await expect(page).toHaveURL(/\/questoes\/treino-livre\?sessao=\d+&questao=1$/);
  await expect(page).toHaveTitle(/^Treino Livre de questões · /);
  const totalQuestions = Number((await page.getByTestId('question-position').textContent())?.match(/de (\d+)/)?.[1]);
  expect(totalQuestions, 'a practice long enough for right and wrong answers').toBeGreaterThanOrEqual(3);
  expect(totalQuestions).toBeLessThanOrEqual(5);

  // Before answering: the way back, the count said once, and no "Salvo" yet.
  await expect(position(page, 1, totalQuestions)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voltar às questões' })).toHaveAttribute('href', '/questoes');
  await expect(page.getByText(`0 de ${totalQuestions} respondidas`)).toBeVisible();
  await expect(page.getByTestId('question-score')).toHaveCount(0);
  await expect(page.getByTestId('save-status')).toHaveText('');
  await journeyChecks(page, 'questions-practice-start');

  // Question 1 by keyboard: the reveal shows the correct alternative and the learners' shares.
  const wrong: number[] = [];
  const first = await shownQuestion(page);
  await answerByKeyboard(page, '1');
  if (!first.isRight('A')) wrong.push(1);
  await expect(page.getByText(/^Resposta correta: [A-E] · você marcou A$/)).toBeVisible();
  await expect(page.getByText(/\d+% escolheram/).first()).toBeVisible();
  await expect(page.getByTestId('save-status')).toHaveText('Salvo');
  await journeyChecks(page, 'questions-practice-reveal');

  // Question 2, answered wrong on purpose: strike an alternative out (right-click), it cannot be chosen; mark it with M.
  await page.keyboard.press('Enter');
  await expect(position(page, 2, totalQuestions)).toBeVisible();
  // The struck one is any other than the wrong answer chosen (a two-alternative question has one wrong only).
  const second = await shownQuestion(page);
  const secondLetter = second.pick(false);
  const struckLetter = second.letters.find((letter) => letter !== secondLetter) ?? 'A';
  const struck = radios(page).nth(second.letters.indexOf(struckLetter));
  await struck.click({ button: 'right' });
  await expect(struck).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press(struckLetter.toLowerCase());
  await expect(struck).toHaveAttribute('aria-checked', 'false');
  await page.keyboard.press('m');
  await expect(page.getByRole('button', { name: 'Marcada para revisão' })).toHaveAttribute('aria-pressed', 'true');
  await answerByKeyboard(page, secondLetter.toLowerCase());
  if (!second.isRight(secondLetter)) wrong.push(2);

  // Question 3, answered right: a choice not confirmed yet survives ← (an answered one shows its reveal again) and →.
  await page.keyboard.press('Enter');
  await expect(position(page, 3, totalQuestions)).toBeVisible();
  const third = await shownQuestion(page);
  const thirdLetter = third.pick(true);
  await page.keyboard.press(thirdLetter.toLowerCase());
  await page.keyboard.press('ArrowLeft');
  await expect(position(page, 2, totalQuestions)).toBeVisible();
  await expect(page.getByTestId('answer-verdict')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(position(page, 3, totalQuestions)).toBeVisible();
  await expect(radios(page).nth(letters.indexOf(thirdLetter))).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('answer-verdict')).toBeVisible();

  // The rest: wrong, right, wrong…
  for (let current = 4; current <= totalQuestions; current++) {
    await page.keyboard.press('Enter');
    await expect(position(page, current, totalQuestions)).toBeVisible();
    const question = await shownQuestion(page);
    const letter = question.pick(current % 2 === 1);
    await answerByKeyboard(page, letter.toLowerCase());
    if (!question.isRight(letter)) wrong.push(current);
  }

  // The end: the score and the score by subject.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Treino concluído' })).toBeVisible();
  await expect(page.getByText(new RegExp(`Você acertou \\d+ de ${totalQuestions} quest`))).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Por assunto' })).toBeVisible();

  // "Revisar as N que errei" opens the wrong ones only (never question 3, answered right), then the result again.
  expect(wrong.length).toBeGreaterThan(0);
  expect(wrong).not.toContain(3);
  await page
    .getByRole('button', {
      name: wrong.length === 1 ? 'Revisar a questão que errei' : `Revisar as ${wrong.length} que errei`,
    })
    .click();
  for (const [index, wrongPosition] of wrong.entries()) {
    await expect(position(page, wrongPosition, totalQuestions)).toBeVisible();
    await expect(page.getByTestId('review-banner')).toHaveText(
      new RegExp(`Revisão das que você errou: ${index + 1} de ${wrong.length}`),
    );
    await expect(page.getByRole('heading', { name: 'Você errou', exact: true })).toBeVisible();
    const reviewed = page.getByRole('navigation', { name: 'Questões que você errou' }).getByRole('button');
    await expect(reviewed).toHaveText(wrong.map(String));
    if (index === 0) await journeyChecks(page, 'questions-practice-review');
    await page.getByRole('button', { name: index === wrong.length - 1 ? /Ver resultado/ : /Próxima/ }).click();
  }
  await expect(page.getByRole('heading', { name: 'Treino concluído' })).toBeVisible();

  // Back on the overview: the figures count these answers.
  await page.getByRole('link', { name: 'Voltar às questões' }).click();
  await expect(page).toHaveURL(/\/questoes$/);
  const figures = page.getByTestId('questions-performance');
  await expect(figures).toBeVisible();
  await expect(figures.getByRole('definition').first()).toHaveText(String(totalQuestions));
  await expect(page.getByTestId('performance-charts').locator('[data-row]').first()).toBeVisible();
  await expect(page.getByTestId('questions-empty')).toHaveCount(0);
  await journeyChecks(page, 'questions-overview');
});
