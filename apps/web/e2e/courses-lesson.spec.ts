import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { blockExternalRequests, expect, journeyChecks, screenshotDir, test } from './fixtures.ts';
import { producerSite, signIn } from './auth-journey.ts';
import type { Page, Route } from '@playwright/test';

/** professor@ on Foco Oftalmo: a grant to the plan, no progress yet (no other journey signs in as this pair). */
const site = producerSite('foco-oftalmo');
const course = 'Extensivo Oftalmologia: do R1 à Prova de Título';
const firstLesson = 'Boas-vindas e como estudar glaucoma';

const progressSaved = (page: Page) =>
  page.waitForResponse(
    (response) => /\/api\/lessons\/\d+\/progress$/.test(response.url()) && response.request().method() === 'PUT',
  );

async function playUntil(page: Page, seconds: number): Promise<void> {
  const video = page.locator(`video[aria-label="${firstLesson}"]`);
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(seconds);
  await video.evaluate((element: HTMLVideoElement) => element.pause());
}

test('a learner finds a course, plays the local video, resumes it, marks it watched and downloads a handout', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await blockExternalRequests(page);
  await signIn(page, site.origin, 'professor@medmember.dev');
  await expect(page).toHaveURL(/\/courses$/);

  // Home: courses never started say "Começar", not "Continuar".
  await page.goto(`${site.origin}/`);
  const yours = page.getByRole('region', { name: 'Seus cursos' });
  await expect(yours.getByRole('link', { name: `Começar ${course}` })).toBeVisible();
  await expect(yours.getByRole('link', { name: /^Continuar / })).toHaveCount(0);
  await page.goto(`${site.origin}/courses`);

  // Catalog: the featured course's hero, rows by category, every card linking to its course.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: course }).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Glaucoma' })).toBeVisible();
  await journeyChecks(page, 'courses-catalog');

  // Course detail: modules in order, the course's progress, its handouts; nothing watched yet: "Começar".
  await page.getByRole('link', { name: course }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: course })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Módulos' })).toBeVisible();
  await expect(page.getByText('0 de 10 aulas assistidas').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Começar', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continuar', exact: true })).toHaveCount(0);
  await journeyChecks(page, 'courses-detail');

  // A handout downloads from the course page too, with the same progress bar (the response is held a moment).
  const handouts = page.getByRole('region', { name: 'Apostilas' });
  const slowHandout = async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  };
  await page.route('**/api/apostilas/*/download', slowHandout);
  await page.setViewportSize({ width: 412, height: 823 });
  await handouts.scrollIntoViewIfNeeded();
  const courseDownload = page.waitForEvent('download');
  await handouts.getByRole('button', { name: 'Baixar' }).first().click();
  await expect(handouts.getByRole('progressbar', { name: /^Baixando / })).toBeVisible();
  await expect(handouts.getByRole('button', { name: 'Cancelar' })).toBeVisible();
  await handouts.screenshot({
    path: join(screenshotDir, 'courses-detail-handout-progress-412x823.png'),
    animations: 'disabled',
  });
  const courseFile = await courseDownload;
  expect(courseFile.suggestedFilename()).toMatch(/\.pdf$/);
  expect(
    readFileSync(await courseFile.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await expect(handouts.getByRole('progressbar')).toHaveCount(0);
  await page.unroute('**/api/apostilas/*/download', slowHandout);
  await journeyChecks(page, 'courses-detail-handouts');

  // Module page: the first unwatched lesson (the local video) is selected.
  await page
    .getByRole('link', { name: /Glaucoma/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/courses\/[0-9a-f-]{36}\/module\/\d+\?aula=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: firstLesson })).toBeVisible();
  const lessonUrl = page.url();

  // Play: progress is saved while playing (pause saves at once).
  const saved = progressSaved(page);
  await playUntil(page, 4);
  const savedPosition = ((await (await saved).json()) as { position_seconds: number }).position_seconds;
  expect(savedPosition).toBeGreaterThanOrEqual(3);

  // Reload: the video resumes where it stopped.
  await page.reload();
  const video = page.locator(`video[aria-label="${firstLesson}"]`);
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(savedPosition - 1);
  expect(page.url()).toBe(lessonUrl);

  // Mark watched by hand: the mark, the lesson list and the module's counter update without a reload.
  const list = page.getByRole('list', { name: /aulas/i }).first();
  await expect(page.getByText(/0 de 4 aulas assistidas/).first()).toBeVisible();
  await page.getByRole('button', { name: /Marcar como assistida/ }).click();
  await expect(page.getByRole('button', { name: /Assistida/ })).toBeVisible();
  await expect(page.getByText(/1 de 4 aulas assistidas/).first()).toBeVisible();
  await expect(list).toBeVisible();
  await journeyChecks(page, 'courses-module-watched');

  // The next lesson has a handout: it downloads with a visible progress bar (the response is held a moment).
  await page
    .getByRole('link', { name: /Gonioscopia e classificação de Shaffer/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /Gonioscopia/ })).toBeVisible();
  await page.route('**/api/apostilas/*/download', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  const download = page.waitForEvent('download');
  await page
    .getByRole('button', { name: /Baixar/ })
    .first()
    .click();
  await expect(page.getByRole('progressbar', { name: /Baixando/ })).toBeVisible();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  expect(
    readFileSync(await file.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await expect(page.getByText(/Apostila baixada/).first()).toBeVisible();

  // Back on the course: its counters show the watched lesson.
  await page.goto(`${site.origin}${new URL(lessonUrl).pathname.replace(/\/module\/\d+$/, '')}`);
  await expect(page.getByText('1 de 10 aulas assistidas').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continuar', exact: true })).toBeVisible();
  await page.goto(`${site.origin}/`);
  await expect(yours.getByRole('link', { name: `Continuar ${course}` })).toBeVisible();
});

test('search finds a lesson without accents; the module search keeps its state across a lesson and back', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await blockExternalRequests(page);
  await signIn(page, site.origin, 'aluno@medmember.dev');

  await page.goto(`${site.origin}/search`);
  await page.getByLabel('Buscar cursos e aulas').fill('classificacao de shaffer');
  await expect(page).toHaveURL(/\/search\?q=classificacao/);
  await expect(page.getByRole('heading', { name: 'Aulas' })).toBeVisible();
  const hit = page.getByRole('link', { name: /Gonioscopia e classificação de Shaffer/ }).first();
  await expect(hit).toBeVisible();
  await journeyChecks(page, 'courses-search');

  // The module search of the course: type, open a hit, come back: the text and results are still there.
  await hit.click();
  await expect(page.getByRole('heading', { level: 1, name: /Gonioscopia/ })).toBeVisible();
  await page.getByRole('link', { name: 'Buscar no curso' }).first().click();
  await expect(page).toHaveURL(/\/module\/search$/);
  const field = page.getByLabel('Buscar aulas do curso');
  await field.fill('retina');
  const retinaHit = page.getByRole('link', { name: /Descolamento de retina/ }).first();
  await expect(retinaHit).toBeVisible();
  await journeyChecks(page, 'courses-module-search');
  await retinaHit.click();
  await expect(page.getByRole('heading', { level: 1, name: /Descolamento de retina/ })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/module\/search$/);
  await expect(page.getByLabel('Buscar aulas do curso')).toHaveValue('retina');
  await expect(page.getByRole('link', { name: /Descolamento de retina/ }).first()).toBeVisible();
});
