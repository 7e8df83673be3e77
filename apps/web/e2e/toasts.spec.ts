import type { Page } from '@playwright/test';
import { expect, journeyChecks, test } from './fixtures.ts';

/**
 * The app's real toast: the locale switcher confirms the switch through the showToast adapter
 * (duration 3000 ms, pause on hover, dismissible). Fine-grained timing is unit-tested with fake timers
 * (src/lib/toast); here the browser shows what a learner sees.
 */
async function switchToEnglish(page: Page) {
  await page.goto('/auth/newLogin');
  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
  const toast = page.getByRole('status').filter({ hasText: 'Language changed to English' });
  await expect(toast).toBeVisible();
  return toast;
}

test.describe('toasts', () => {
  test('the locale switch confirms with a success toast at the top right', async ({ page }) => {
    const toast = await switchToEnglish(page);
    const toaster = page.locator('[data-sonner-toaster]').filter({ has: toast });
    await expect(toaster).toHaveAttribute('data-y-position', 'top');
    await expect(toaster).toHaveAttribute('data-x-position', 'right');
    await expect(toast).toHaveAttribute('data-toast-type', 'success');
    await toast.hover(); // keeps it on screen (pause on hover) for the checks below
    await expect(page.locator('[data-sonner-toast]').filter({ has: toast })).toHaveCSS('opacity', '1');
    const box = await toast.boundingBox();
    const viewport = page.viewportSize();
    if (!box || !viewport) throw new Error('the toast has no box');
    expect(box.y).toBeLessThan(viewport.height / 3);
    expect(box.x + box.width).toBeGreaterThan(viewport.width * 0.6);
    await journeyChecks(page, 'toast-locale-switch');
  });

  test('hovering pauses the timer, leaving resumes it', async ({ page }) => {
    const toast = await switchToEnglish(page);
    await toast.hover();
    await page.waitForTimeout(4000); // longer than the 3000 ms duration
    await expect(toast).toBeVisible();
    await page.mouse.move(5, 700);
    await expect(toast).toBeHidden();
  });

  test('a click dismisses the toast', async ({ page }) => {
    const toast = await switchToEnglish(page);
    await toast.hover(); // timer paused: only the click can remove it now
    await toast.click();
    await expect(toast).toBeHidden();
  });

  test('the close button dismisses it from the keyboard too', async ({ page }) => {
    const toast = await switchToEnglish(page);
    await toast.hover();
    await toast.getByRole('button', { name: 'Close notification' }).focus();
    await page.keyboard.press('Enter');
    await expect(toast).toBeHidden();
  });

  test('the toast leaves by itself after its duration', async ({ page }) => {
    const toast = await switchToEnglish(page);
    await page.mouse.move(5, 700);
    await page.waitForTimeout(1000);
    await expect(toast).toBeVisible();
    await expect(toast).toBeHidden({ timeout: 6000 });
  });
});
