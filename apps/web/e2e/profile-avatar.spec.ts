import type { Page } from '@playwright/test';
import { blockExternalRequests, expect, journeyChecks, test, verticalOrigin } from './fixtures.ts';
import { signIn } from './auth-journey.ts';

/** Each journey signs in on its own producer's site: one active session per user and producer. */
const site = verticalOrigin('vigilia-anestesia.anestesiologia');


/** A 640x480 PNG drawn by the browser (a gradient and a face-like circle), as bytes. */
async function generatedPng(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    const gradient = context.createLinearGradient(0, 0, 640, 480);
    gradient.addColorStop(0, '#0f766e');
    gradient.addColorStop(1, '#fbbf24');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 640, 480);
    context.fillStyle = '#fde68a';
    context.beginPath();
    context.arc(320, 240, 140, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  return Buffer.from(base64, 'base64');
}

test('avatar: choose a PNG, crop it, upload it, and the new picture is shown', async ({ page }) => {
  test.setTimeout(60_000);
  await blockExternalRequests(page);
  await signIn(page, site, 'professor@medmember.dev');
  await expect(page).toHaveURL(/\/courses$/);
  await page.goto(`${site}/person`);
  await expect(page.getByRole('img', { name: 'Iniciais de Dr. Daniel Moreira' })).toBeVisible();

  await page.getByLabel('Trocar foto').setInputFiles({ name: 'retrato.png', mimeType: 'image/png', buffer: await generatedPng(page) });
  await expect(page.getByRole('heading', { name: 'Ajustar foto' })).toBeVisible();
  const save = page.getByRole('button', { name: 'Salvar foto' });
  await expect(save).toBeEnabled();

  const uploaded = page.waitForResponse((response) => response.url().endsWith('/api/user/avatar') && response.request().method() === 'POST');
  await save.click();
  const response = await uploaded;
  expect(response.status()).toBe(200);
  expect(response.request().headers()['content-type']).toMatch(/^image\/(webp|jpeg|png)$/);

  const picture = page.getByRole('img', { name: 'Foto de Dr. Daniel Moreira' });
  await expect(picture).toHaveAttribute('src', /^\/api\/files\/avatars\/[0-9a-f]{32}\.webp$/);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.getByText('Foto atualizada.')).toBeVisible();

  // The stored user carries the new picture: it is still there after a reload.
  const src = await picture.getAttribute('src');
  await page.reload();
  await expect(page.getByRole('img', { name: 'Foto de Dr. Daniel Moreira' })).toHaveAttribute('src', src ?? '');
  await page.locator('#app-scroller').evaluate((scroller) => scroller.scrollTo(0, 0));
  await journeyChecks(page, 'profile-avatar');
});
