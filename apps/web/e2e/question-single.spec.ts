import { blockExternalRequests, expect, journeyChecks, test } from './fixtures.ts';
import { producerSite, signIn } from './auth-journey.ts';
import type { Page } from '@playwright/test';

/** assistente@ on Ortopedia Ativa (no other journey signs in as this pair). */
const site = producerSite('ortopedia-ativa');

/**
 * The id of a question the learner has not answered, asked from the page with its session's bearer token: a
 * practice session of one unanswered question, then the question at its position 1 (nothing answered there).
 */
async function unansweredQuestionId(page: Page): Promise<number> {
  const id = await page.evaluate(async () => {
    const session = JSON.parse(localStorage.getItem('session') ?? '{}') as { state?: { token?: string } };
    const headers = {
      Authorization: `Bearer ${session.state?.token ?? ''}`,
      Accept: 'application/json',
      'Content-Type': 'application/json',
    };
    const created = await fetch('/api/questions/practice-sessions', {
      method: 'POST',
      headers,
      body: JSON.stringify({ filter: { categories: [], status: ['not_answered'] }, size: 1 }),
    });
    const practice = (await created.json()) as { id?: number };
    if (practice.id === undefined) return null;
    const position = await fetch(`/api/questions/practice-sessions/${practice.id}/questions/1`, { headers });
    return ((await position.json()) as { question?: { id: number } }).question?.id ?? null;
  });
  expect(id, 'an unanswered question of the producer').not.toBeNull();
  return id as number;
}

const alternatives = (page: Page) => page.getByRole('radiogroup', { name: 'Questão', exact: true }).getByRole('radio');

test('a question opens on its own page, is answered there and keeps its reveal', async ({ page }) => {
  test.setTimeout(120_000);
  await blockExternalRequests(page);
  await signIn(page, site.origin, 'assistente@medmember.dev');
  const id = await unansweredQuestionId(page);

  // A missing question: the not-found panel and the way back to the questions.
  await page.goto(`${site.origin}/questoes/questao/2000000000`);
  await expect(page.getByRole('heading', { level: 1, name: 'Questão não encontrada' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voltar às questões' })).toBeVisible();

  // The question: its title, statement and alternatives; nothing of a session (no position, no "Pular").
  await page.goto(`${site.origin}/questoes/questao/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Questão' })).toBeVisible();
  await expect(page).toHaveTitle(/Questão/);
  await expect(page.locator(`article[data-question-id="${id}"]`)).toBeVisible();
  await expect(alternatives(page).first()).toBeVisible();
  await expect(page.getByTestId('question-position')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pular' })).toHaveCount(0);
  await journeyChecks(page, 'question-single');

  // Answer it: choose, confirm, see the verdict and the correct alternative.
  const confirm = page.getByRole('button', { name: 'Confirmar resposta' });
  await expect(confirm).toBeDisabled();
  await alternatives(page).first().click();
  await confirm.click();
  const verdict = page.getByTestId('answer-verdict');
  await expect(verdict).toBeVisible();
  await expect(alternatives(page).first()).toHaveAttribute('aria-checked', 'true');
  await journeyChecks(page, 'question-single-revealed');

  // Opened again, the page shows the learner's answer revealed, not a fresh question.
  await page.reload();
  await expect(page.getByTestId('answer-verdict')).toBeVisible();
  await expect(confirm).toHaveCount(0);

  // The reveal's action leads to the question bank.
  await page.getByRole('button', { name: 'Ir ao banco de questões' }).click();
  await expect(page).toHaveURL(/\/questoes$/);
});
