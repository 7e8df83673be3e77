import { blockExternalRequests, expect, journeyChecks, test } from './fixtures.ts';
import { producerSite, signIn } from './auth-journey.ts';
import type { Locator, Page } from '@playwright/test';

/**
 * The producer's assistant from the header (issue 18): Fluxo Vascular's Vasco, as assistente@ (the assistant
 * journeys' demo account; one session per account and producer). No model is configured: the extractive answerer composes
 * each answer from the material's passages, with their citations.
 */
const site = producerSite('fluxo-vascular');
const covered = 'Quais os critérios anatômicos do colo proximal para indicar EVAR?';

/** Tabs through the page from its top until the header's assistant button has the focus. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  await page.locator('body').focus();
  for (let step = 0; step < 25; step++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error('The assistant button is not reachable by Tab');
}

test('the header opens the assistant: a cited answer streams in, its source opens the lesson, an outside question gets the honest answer', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await blockExternalRequests(page);
  await signIn(page, site.origin, 'assistente@medmember.dev');

  // By keyboard: the header's button, named after the producer's assistant, opens the panel with the focus in its box.
  const trigger = page.getByRole('banner').getByRole('button', { name: 'Pergunte à Vasco' });
  await tabTo(page, trigger);
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Vasco' });
  await expect(panel).toBeVisible();
  const box = panel.getByRole('textbox', { name: 'Sua pergunta' });
  await expect(box).toBeFocused();
  await expect(panel).toContainText('Não use para decisões clínicas');
  await expect(panel.getByTestId('assistant-usage')).toHaveText(/^\d+ de \d+ perguntas hoje$/);
  await journeyChecks(page, 'assistant-panel-open');

  // A suggested question (the producer's, which the material answers): the answer streams in, then its sources,
  // each mark a link.
  await panel.getByRole('button', { name: covered }).click();
  await expect(panel.getByTestId('assistant-question')).toContainText(covered);
  const answer = panel.getByTestId('assistant-answer').last();
  await expect(answer).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  const sources = answer.getByTestId('assistant-sources');
  await expect(sources.getByRole('listitem').first()).toBeVisible();
  const mark = answer
    .getByTestId('assistant-answer-text')
    .getByRole('link', { name: /^Fonte 1: / })
    .first();
  await expect(mark).toBeVisible();
  await expect(mark).toHaveAttribute('href', /^\/courses\/[0-9a-f-]{36}\/module\/\d+\?aula=\d+(&t=\d+)?$/);
  await expect(panel.getByTestId('assistant-usage')).toHaveText(/^[1-9]\d* de \d+ perguntas hoje$/);
  // Announced as it is written, sentence by sentence, without the marks: the live region holds the answer's last words.
  const live = panel.getByTestId('assistant-live');
  await expect(live).toHaveAttribute('aria-live', 'polite');
  await expect(live).not.toBeEmpty();
  const spoken = (await live.textContent()) ?? '';
  expect(spoken.trim().length).toBeGreaterThan(0);
  expect(spoken).not.toMatch(/\[\d+\]/);
  await expect(answer.getByTestId('assistant-answer-text')).toContainText(spoken.trim().slice(0, 10));
  await journeyChecks(page, 'assistant-panel-answer');

  // Citation [1] opens the cited lesson: the panel closes, the lesson is on screen.
  const lessonTitle = ((await mark.getAttribute('aria-label')) ?? '').replace(/^Fonte 1: /, '');
  await mark.click();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/\/courses\/[0-9a-f-]{36}\/module\/\d+\?aula=\d+/);
  await expect(page.getByRole('heading', { level: 1, name: lessonTitle })).toBeVisible();

  // The conversation is still there. In a new one, a question outside the material gets the honest answer, with no
  // sources, said sentence by sentence as it streams.
  await trigger.click();
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('assistant-answer')).toHaveCount(1);
  await panel.getByRole('button', { name: 'Nova conversa' }).click();
  await expect(panel.getByTestId('assistant-answer')).toHaveCount(0);
  await expect(box).toBeFocused();
  await live.evaluate((region) => {
    const spoken: string[] = [];
    (window as unknown as { spoken: string[] }).spoken = spoken;
    new MutationObserver(() => spoken.push(region.textContent ?? '')).observe(region, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
  await box.fill('Qual a capital da França?');
  await box.press('Enter');
  const honest = panel.getByTestId('assistant-answer');
  await expect(honest).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  await expect(honest).toContainText(/não encontrei isso no material/i);
  await expect(honest.getByTestId('assistant-sources')).toHaveCount(0);
  const announced = await page.evaluate(() => (window as unknown as { spoken: string[] }).spoken);
  // However the stream's events were batched into renders, every sentence was said.
  expect(announced.join(' ')).toMatch(/não encontrei isso no material/i);
  expect(announced.join(' ')).toMatch(/Tente reformular a pergunta/i);

  // Both conversations are kept: one deleted by its button, then all of them after a confirmation.
  await panel.getByRole('button', { name: 'Suas conversas' }).click();
  const history = panel.getByTestId('assistant-history');
  const deleteButtons = history.getByRole('button', { name: /^Apagar a conversa/ });
  await expect(deleteButtons).toHaveCount(2);
  await journeyChecks(page, 'assistant-panel-history');
  await deleteButtons.first().click();
  await expect(deleteButtons).toHaveCount(1);
  await history.getByRole('button', { name: 'Apagar todas' }).click();
  await history.getByRole('button', { name: 'Sim, apagar todas' }).click();
  await expect(history.getByText('Nenhuma conversa ainda.')).toBeVisible();
  await panel.getByRole('button', { name: 'Voltar à conversa' }).click();
  await expect(panel.getByTestId('assistant-answer')).toHaveCount(0);

  // Esc closes the panel and gives the focus back to the header's button.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(trigger).toBeFocused();
});
