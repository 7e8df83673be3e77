import { blockExternalRequests, expect, journeyChecks, test } from './fixtures.ts';
import { producerSite, signIn } from './auth-journey.ts';
import { createPlan, plannerOptions, studyDayKey } from './planner-journey.ts';
import type { Locator, Page } from '@playwright/test';

/**
 * Today's activities open the exact work, and the work done there ticks them by itself; the rest are ticked,
 * unticked and skipped by hand. aluno@ of Fluxo Vascular (course access, so lessons are planned; the only other
 * journey signing in as this pair is auth-session's, which runs first): a plan of its own made by the API, long days
 * so today holds lessons and question sessions.
 */
const site = producerSite('fluxo-vascular');

test.use({ timezoneId: 'America/Sao_Paulo' });

/** The main action of an activity: a link to the lesson, a button that opens the question session. */
const opener = (scope: Page | Locator, kind: 'Aula' | 'Questões') =>
  kind === 'Aula'
    ? scope.getByRole('link', { name: 'Assistir aula' })
    : scope.getByRole('button', { name: 'Resolver questões' });
const activity = (page: Page, kind: 'Aula' | 'Questões') =>
  page
    .getByRole('article')
    .filter({ has: opener(page, kind) })
    .filter({ has: page.getByTestId('activity-status').filter({ hasText: 'Pendente' }) })
    .first();
const statusOf = (item: Locator) => item.getByTestId('activity-status');

/**
 * The same activity however the page re-renders or is opened again: its place in the day's list (the day keeps its
 * order; titles repeat: "Questões: <área>" has several sessions).
 */
async function pinned(page: Page, item: Locator): Promise<Locator> {
  const labelledBy = await item.getAttribute('aria-labelledby');
  const ids = await page
    .getByRole('article')
    .evaluateAll((articles) => articles.map((article) => article.getAttribute('aria-labelledby')));
  return page.getByRole('article').nth(ids.indexOf(labelledBy));
}
const radios = (page: Page) => page.getByRole('radiogroup', { name: /^Questão \d+ de \d+$/ }).getByRole('radio');

/** Answers every question of the open practice session by keyboard (the first alternative), to its end. */
async function answerAll(page: Page): Promise<number> {
  const heading = page.getByRole('heading', { level: 2, name: /^Questão 1 de \d+$/ });
  await expect(heading).toBeVisible();
  const total = Number(/de (\d+)/.exec((await heading.textContent()) ?? '')?.[1]);
  for (let current = 1; current <= total; current++) {
    await expect(page.getByRole('heading', { level: 2, name: `Questão ${current} de ${total}` })).toBeVisible();
    await expect(radios(page).first()).toBeVisible();
    await page.keyboard.press('a');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('answer-verdict')).toBeVisible();
    await page.keyboard.press('Enter');
  }
  await expect(page.getByRole('heading', { name: 'Treino concluído' })).toBeVisible();
  return total;
}

test('today: a lesson and a question session tick themselves; the rest by hand', async ({ page }) => {
  test.setTimeout(240_000);
  await blockExternalRequests(page);
  await signIn(page, site.origin, 'aluno@medmember.dev');
  const options = await plannerOptions(page);
  const target = options.institutions.find((institution) => institution.desc === 'SBACV') ?? options.institutions[0];
  const planId = await createPlan(page, {
    institution_ids: target ? [target.id] : [],
    start_date: studyDayKey(0),
    exam_date: studyDayKey(60),
    weekday_minutes: [600, 600, 600, 600, 600, 600, 600],
    include: {
      course_ids: options.courses.map((course) => course.id),
      questions: true,
      flashcards: false,
      cases: false,
      simulados: false,
    },
  });

  // Home: today's part of the plan, with the way to the whole day.
  await page.goto(`${site.origin}/`);
  const slot = page.getByTestId('planner-today');
  await expect(slot.getByRole('heading', { name: 'Hoje no seu plano' })).toBeVisible();
  await expect(slot.getByText('Faltam 60 dias para a prova')).toBeVisible();
  await slot.scrollIntoViewIfNeeded();
  await journeyChecks(page, 'planner-home-today');
  await slot.getByRole('link', { name: /^Ver (as \d+ atividades|a atividade) de hoje$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/planner/${planId}/activities`));
  await expect(page.getByRole('heading', { level: 1, name: 'Atividades do dia' })).toBeVisible();
  await journeyChecks(page, 'planner-activities-today');

  // A lesson: opened from its activity, marked watched there; back on the day, it ticked itself.
  const lesson = activity(page, 'Aula');
  const lessonTitle = (await lesson.getByRole('heading', { level: 2 }).textContent()) ?? '';
  await opener(lesson, 'Aula').click();
  await expect(page).toHaveURL(/\/courses\/[0-9a-f-]+\/module\/\d+\?aula=\d+/);
  await expect(page.getByRole('heading', { level: 1, name: lessonTitle })).toBeVisible();
  await page.getByRole('button', { name: /Marcar como assistida/ }).click();
  await expect(page.getByRole('button', { name: /Assistida/ })).toBeVisible();
  await page.goBack();
  const lessonDone = page.getByRole('article', { name: lessonTitle });
  await expect(statusOf(lessonDone)).toHaveText('Concluída automaticamente');

  // A question session: its practice session answered to the end; back on the day, it ticked itself.
  const session = await pinned(page, activity(page, 'Questões'));
  await opener(session, 'Questões').click();
  await expect(page).toHaveURL(/\/questoes\/treino-livre\?sessao=\d+/);
  await answerAll(page);
  // Back by the app's own way: home, where today's part of the plan leads to the day.
  await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Início' }).click();
  await expect(slot.getByRole('heading', { name: 'Hoje no seu plano' })).toBeVisible();
  await slot.getByRole('link', { name: /^Ver (as \d+ atividades|a atividade) de hoje$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/planner/${planId}/activities`));
  await expect(statusOf(session)).toHaveText('Concluída automaticamente');

  // By hand: tick, untick, skip.
  const byHand = await pinned(
    page,
    page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: 'Concluir' }) })
      .first(),
  );
  const otherName = (await byHand.getByRole('heading', { level: 2 }).textContent()) ?? '';
  await byHand.getByRole('button', { name: 'Concluir' }).click();
  await expect(statusOf(byHand)).toHaveText('Concluída');
  await byHand.getByRole('button', { name: 'Desfazer' }).click();
  await expect(statusOf(byHand)).toHaveText('Pendente');
  await byHand.getByRole('button', { name: 'Pular' }).click();
  await expect(statusOf(byHand)).toHaveText('Pulada');
  await expect(page.getByText(/^\d+ de \d+ concluídas?$/)).toBeVisible();
  await lessonDone.scrollIntoViewIfNeeded();
  await journeyChecks(page, 'planner-activities-ticked');

  // After a reload the day is the same (the server kept every change).
  await page.reload();
  await expect(statusOf(page.getByRole('article', { name: lessonTitle }))).toHaveText('Concluída automaticamente');
  await expect(
    page.getByRole('article', { name: otherName }).filter({ hasText: 'Pulada' }),
    'the skipped one stays skipped',
  ).toHaveCount(1);
});
