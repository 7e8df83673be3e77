import type { Page } from '@playwright/test';
import { expect, plantSessionToken, test } from './fixtures.ts';

const scrollerTop = (page: Page) => page.locator('#app-scroller').evaluate((element) => element.scrollTop);

test.describe('#app-scroller', () => {
  test.use({ viewport: { width: 412, height: 560 } });
  test.beforeEach(async ({ page }) => plantSessionToken(page));

  test('navigation scrolls to the top and back/forward restore the saved position', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Estudar agora' })).toBeVisible();
    await page.locator('#app-scroller').evaluate((element) => element.scrollTo({ top: 240 }));
    await expect.poll(() => scrollerTop(page)).toBe(240);

    // A DOM click: Playwright's own click would first scroll the link into view and move the position.
    // A page whose calls the fixture answers (the planted token would have been refused).
    await page.getByRole('link', { name: /^Cursos Aulas/ }).evaluate((link: HTMLElement) => link.click());
    await expect(page).toHaveURL('/courses');
    await expect(page.getByRole('heading', { level: 1, name: 'Cursos' })).toBeVisible();
    await expect.poll(() => scrollerTop(page)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL('/');
    await expect.poll(() => scrollerTop(page)).toBe(240);

    await page.goForward();
    await expect(page).toHaveURL('/courses');
    await expect.poll(() => scrollerTop(page)).toBe(0);
  });

  test('a hash in the address scrolls its anchor into view', async ({ page }) => {
    await page.goto('/#home-shortcuts');
    const heading = page.getByRole('heading', { name: 'Estudar agora' });
    await expect(heading).toBeVisible();
    await expect.poll(() => scrollerTop(page)).toBeGreaterThan(0);
    await expect(heading).toBeInViewport();
  });
});
