import { blockExternalRequests, expect, journeyChecks, test } from './fixtures.ts';
import { producerSite, signIn } from './auth-journey.ts';
import type { Locator, Page } from '@playwright/test';

/**
 * aluno@ on Vigília Anestesiologia (no other journey signs in as this pair): courses, a practice, tracks, a result,
 * and /questoes' retention by subject.
 */
const site = producerSite('vigilia-anestesia');
const viewports = [
  { width: 412, height: 823 },
  { width: 1440, height: 900 },
] as const;

const scroller = (page: Page) => page.locator('#app-scroller');
const header = (page: Page) => page.locator('[data-layout="default"] > header');
const bottomBar = (page: Page) => page.locator('[data-layout="default"] > nav');

/** Where the frame's fixed parts are now (the bottom bar only shows on small screens). */
async function frameBoxes(page: Page) {
  const box = async (locator: Locator) => ((await locator.isVisible()) ? locator.boundingBox() : null);
  return { header: await box(header(page)), bottomBar: await box(bottomBar(page)) };
}

/** The document itself never scrolls: it is no taller than the window and sits at the top. */
async function expectFrameStill(page: Page, where: string) {
  const documentScroll = await page.evaluate(() => ({
    height: document.scrollingElement?.scrollHeight ?? 0,
    window: window.innerHeight,
    y: window.scrollY,
  }));
  expect(documentScroll.height, `document height on ${where}`).toBeLessThanOrEqual(documentScroll.window);
  expect(documentScroll.y, `window scroll on ${where}`).toBe(0);
}

/**
 * On one page: scroll the scroller to the end, tap an item of the page's list (which moves focus and may
 * scroll it into view), and wheel over the header. The header and the bottom bar stay where they were.
 */
async function checkPage(page: Page, where: string, tapInList: () => Locator) {
  await expect(scroller(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  const before = await frameBoxes(page);
  expect(before.header).not.toBeNull();
  await expectFrameStill(page, where);

  await scroller(page).evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  await expectFrameStill(page, `${where}, scrolled`);

  await tapInList().click();
  await page.waitForLoadState('networkidle');
  await expectFrameStill(page, `${where}, after a tap in the list`);

  const headerBox = await header(page).boundingBox();
  await page.mouse.move((headerBox?.x ?? 0) + 100, (headerBox?.y ?? 0) + (headerBox?.height ?? 0) / 2);
  await page.mouse.wheel(0, 800);
  // The wheel event is handled asynchronously: let a frame or two pass before measuring.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expectFrameStill(page, `${where}, after a wheel over the header`);
  expect(await frameBoxes(page), `header and bottom bar on ${where}`).toEqual(before);
}

test('the frame stays put: only #app-scroller scrolls on the module pages, practice, tracks and a result', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await blockExternalRequests(page);
  await signIn(page, site.origin, 'aluno@medmember.dev');

  // The addresses, found as a learner finds them: the featured course's first module, the open practice,
  // a track and a finished simulado's result, all from /questoes.
  await page.goto(`${site.origin}/courses`);
  const featured = page.getByRole('link', { name: /Extensivo Anestesiologia/ });
  await expect(featured.first()).toBeVisible();
  // The course's own page (other links to it go straight to a lesson, e.g. "Continuar assistindo").
  const courseHrefs = await featured.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const coursePath = courseHrefs.find((href) => /^\/courses\/[0-9a-f-]{36}$/.test(href));
  await page.goto(`${site.origin}${coursePath ?? ''}`);
  await expect(page.getByRole('heading', { name: 'Módulos' })).toBeVisible();
  const moduleHrefs = await page
    .locator('a[href*="/module/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const modulePath = new URL(moduleHrefs.find((href) => /\/module\/\d+/.test(href)) ?? '', site.origin).pathname;
  await page.goto(`${site.origin}/questoes`);
  await expect(page.getByTestId('track-card').first()).toBeVisible();
  // The one memory's retention by subject, as on /flashcards (the demo seed gives aluno@ 60 days of reviews).
  const retention = page.getByRole('region', { name: 'Retenção por assunto' });
  await expect(retention.getByRole('definition').first()).toHaveText(/^\d{1,3}%$/);
  await expect(retention.getByRole('progressbar').first()).toHaveAttribute('aria-valuetext', /^\d{1,3}% · \d+ revis/);
  await expect(retention.getByRole('link', { name: 'Ver as estatísticas nos flashcards' })).toHaveAttribute(
    'href',
    '/flashcards',
  );
  await retention.scrollIntoViewIfNeeded();
  await journeyChecks(page, 'questions-retention');
  const practicePath = await page.locator('a[href^="/questoes/treino-livre"]').first().getAttribute('href');
  const trackPath = await page.getByTestId('track-card').first().getByRole('link').getAttribute('href');
  const resultPath = await page.getByRole('link', { name: 'Ver resultado' }).first().getAttribute('href');
  expect(modulePath).toMatch(/\/module\/\d+$/);
  for (const path of [coursePath, practicePath, trackPath, resultPath]) expect(path).toBeTruthy();

  const lessons = () => page.getByRole('list', { name: 'Aulas do módulo' }).first();
  const pages = [
    { where: 'the module page', path: modulePath, tap: () => lessons().getByRole('link').last() },
    {
      where: 'module_old',
      path: modulePath.replace('/module/', '/module_old/'),
      tap: () => lessons().getByRole('button').last(),
    },
    {
      where: 'free practice',
      path: practicePath,
      tap: () => page.getByRole('navigation', { name: 'Questões do treino' }).getByRole('button').last(),
    },
    {
      where: 'a track',
      path: trackPath,
      tap: () => page.getByRole('navigation', { name: 'Questões da trilha' }).getByRole('button').last(),
    },
    // The result's last control (a question of the review, whatever its current form).
    {
      where: 'the simulado result',
      path: resultPath,
      tap: () => page.locator('#app-scroller').getByRole('button').filter({ visible: true }).last(),
    },
  ];

  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    for (const { where, path, tap } of pages) {
      await page.goto(`${site.origin}${path ?? ''}`);
      await checkPage(page, `${where} at ${viewport.width}x${viewport.height}`, tap);
    }
  }
  await journeyChecks(page, 'frame-scroll-result');
});
