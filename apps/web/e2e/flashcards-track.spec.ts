import { blockExternalRequests, expect, journeyChecks, test } from './fixtures.ts';
import { producerSite, signUpFresh } from './auth-journey.ts';
import type { Page } from '@playwright/test';

/**
 * A lesson's flashcard track studied to its end. Every demo account of every producer is taken by some journey
 * (one active session per user and producer), so this one signs up an account of its own on Foco Oftalmo and
 * studies the track of the locked CBO intensive's free-preview lesson (a lesson anyone signed in may open).
 */
const site = producerSite('foco-oftalmo');
const password = 'trilhaSegura2027';
const course = 'Intensivo R3: Prova de Título do CBO';
const lesson = 'Neurite óptica e neuropatia óptica isquêmica';
const track = 'Neuroftalmologia essencial';

/** A confirmed account of this journey's own, signed in. */
const signInFresh = (page: Page) => signUpFresh(page, site.origin, { prefix: 'trilha', nome: 'Lívia Prado', password });

const showAnswer = (page: Page) => page.getByRole('button', { name: /^Mostrar resposta/ });
const ratings = (page: Page) => page.getByRole('group', { name: 'Como foi lembrar?' });
const summary = (page: Page) => page.getByRole('heading', { level: 1, name: 'Sessão concluída!' });
/** The track's task in the lesson's task list: its status chip, "N de M cartões respondidos · P%", its bar. */
const trackTask = (page: Page) =>
  page.getByRole('list', { name: 'Tarefas da aula' }).getByRole('listitem').filter({ hasText: track });

/** Space shows the answer, `key` rates it; false once the summary shows instead of a card. */
async function studyOne(page: Page, key: string): Promise<boolean> {
  await expect(showAnswer(page).or(summary(page))).toBeVisible();
  if (await summary(page).isVisible()) return false;
  await page.keyboard.press('Space');
  await expect(ratings(page)).toBeVisible();
  await page.keyboard.press(key);
  return true;
}

test('a learner studies a lesson’s flashcard track by keyboard; the task completes at 100%', async ({ page }) => {
  test.setTimeout(180_000);
  await blockExternalRequests(page);
  await signInFresh(page);

  await page.goto(`${site.origin}/courses`);
  await page.getByRole('link', { name: course }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: course })).toBeVisible();
  await page
    .getByRole('link', { name: /Neuroftalmologia/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: lesson })).toBeVisible();
  const lessonUrl = page.url();

  // Not started: the task says so, 0 %, and leads to the track.
  const task = trackTask(page);
  await expect(task).toContainText('Não iniciada');
  await expect(task).toContainText(/^.*0 de (\d+) cartões respondidos · 0%$/);
  const total = Number(/0 de (\d+) cartões/.exec((await task.textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThan(1);
  await expect(task.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  await journeyChecks(page, 'flashcards-track-lesson');

  // The task opens the track's sheet; "Estudar esta trilha" opens its study.
  await task.getByRole('link', { name: 'Estudar' }).click();
  const study = page.getByRole('link', { name: 'Estudar esta trilha' });
  await expect(study).toHaveAttribute('href', /^\/flashcards\/study\?trilha=\d+$/);
  const trackId = /trilha=(\d+)/.exec((await study.getAttribute('href')) ?? '')?.[1];
  await study.click();
  await expect(page).toHaveURL(new RegExp(`/flashcards/study\\?trilha=${trackId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Estudar flashcards' })).toBeVisible();
  // Every card of the track to study: a reversible note studies both faces, so at least one item per card.
  await expect(page.getByTestId('study-progress')).toHaveText(/^0 de [1-9]\d* revisados$/);
  const items = Number(/de (\d+)/.exec((await page.getByTestId('study-progress').textContent()) ?? '')?.[1]);
  expect(items).toBeGreaterThanOrEqual(total);

  // The first card by keyboard, Errei: saved, the task is under way (and the card comes back in this session).
  await expect(showAnswer(page)).toBeVisible();
  await journeyChecks(page, 'flashcards-track-study');
  await studyOne(page, '1');
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved');
  await page.goto(lessonUrl);
  await expect(task).toContainText('Em andamento');
  await expect(task).toContainText(`1 de ${total} cartões respondidos`);

  // Back to the study: every card, rated by keyboard (Bom; one that comes back is rated again), to the summary.
  await page.goto(`${site.origin}/flashcards/study?trilha=${trackId}`);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(showAnswer(page)).toBeVisible();
  await journeyChecks(page, 'flashcards-track-study-dark');
  let studied = 0;
  while (studied < 4 * items && (await studyOne(page, '3'))) studied += 1;
  expect(studied).toBeGreaterThanOrEqual(total - 1);
  await expect(page).toHaveURL(/\/flashcards\/completion$/);
  await expect(page.getByTestId('completion-reviewed')).toHaveText(/^\d+ itens revisados$/);
  await journeyChecks(page, 'flashcards-track-completion-dark');
  await page.emulateMedia({ colorScheme: 'light' });

  // The lesson again: the task is done, every card answered, 100 %.
  await page.goto(lessonUrl);
  await expect(task).toContainText('Concluída');
  await expect(task).toContainText(`${total} de ${total} cartões respondidos · 100%`);
  await expect(task.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await journeyChecks(page, 'flashcards-track-lesson-done');
});
