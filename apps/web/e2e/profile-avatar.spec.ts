import type { Page } from '@playwright/test';
import { blockExternalRequests, expect, journeyChecks, test, verticalOrigin } from './fixtures.ts';
import { signIn } from './auth-journey.ts';

/** Each journey signs in on its own producer's site: one active session per user and producer. */
const site = verticalOrigin('vigilia-anestesia.anestesiologia');

// Both journeys sign in as the same user: in parallel, the second sign-in would supersede the first's session.
test.describe.configure({ mode: 'serial' });

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

  await page
    .getByLabel('Trocar foto')
    .setInputFiles({ name: 'retrato.png', mimeType: 'image/png', buffer: await generatedPng(page) });
  await expect(page.getByRole('heading', { name: 'Ajustar foto' })).toBeVisible();
  const save = page.getByRole('button', { name: 'Salvar foto' });
  await expect(save).toBeEnabled();

  const uploaded = page.waitForResponse(
    (response) => response.url().endsWith('/api/user/avatar') && response.request().method() === 'POST',
  );
  await save.click();
  const response = await uploaded;
  expect(response.status()).toBe(200);
  expect(response.request().headers()['content-type']).toMatch(/^image\/(webp|jpeg|png)$/);

  const stored = (await response.json()).user.image_path_avatar as string;
  expect(stored).toMatch(/^\/api\/files\/avatars\/[0-9a-f]{32}\.webp$/);

  // The picture is fetched with the session's headers and shown from an object URL.
  const picture = page.getByRole('img', { name: 'Foto de Dr. Daniel Moreira' });
  await expect(picture).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.getByText('Foto atualizada.')).toBeVisible();

  // The stored user carries the new picture: it is fetched again after a reload.
  const refetched = page.waitForResponse((answer) => answer.url().endsWith(stored));
  await page.reload();
  expect((await refetched).status()).toBe(200);
  await expect(page.getByRole('img', { name: 'Foto de Dr. Daniel Moreira' })).toHaveAttribute('src', /^blob:/);

  // Without the session (no cookie, no token) the address shows nothing.
  const outsider = await page.evaluate(
    async (url) => (await fetch(url, { credentials: 'omit', cache: 'no-store' })).status,
    stored,
  );
  expect(outsider).toBe(401);
  await page.locator('#app-scroller').evaluate((scroller) => scroller.scrollTo(0, 0));
  await journeyChecks(page, 'profile-avatar');
});

test('avatar cropper on a phone: no sideways scroll, the whole dialog fits, round stencil and words agree', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await blockExternalRequests(page);
  await page.setViewportSize({ width: 412, height: 823 });
  await signIn(page, site, 'professor@medmember.dev');
  await page.goto(`${site}/person`);
  await page
    .getByLabel('Trocar foto')
    .setInputFiles({ name: 'retrato.png', mimeType: 'image/png', buffer: await generatedPng(page) });
  const heading = page.getByRole('heading', { name: 'Ajustar foto' });
  await expect(heading).toBeVisible();
  const save = page.getByRole('button', { name: 'Salvar foto' });
  const cancel = page.getByRole('button', { name: 'Cancelar' });
  await expect(save).toBeEnabled();

  // Nothing is wider than the phone: neither the document nor the app's own scroller scrolls sideways.
  const widths = await page.evaluate(() => {
    const scroller = document.getElementById('app-scroller');
    return {
      document: document.documentElement.scrollWidth,
      scroller: scroller ? scroller.scrollWidth - scroller.clientWidth : 0,
      viewport: window.innerWidth,
    };
  });
  expect(widths.document).toBeLessThanOrEqual(widths.viewport);
  expect(widths.scroller).toBeLessThanOrEqual(0);

  // Opening it brings it into view (the focus moves to its title); then the title, the instructions and both
  // buttons are all on screen at once, none covered by the bottom bar or cut at the sides.
  await expect(heading).toBeFocused();
  const instructions = page.getByText(/^Arraste o círculo até o seu rosto/);
  for (const target of [heading, instructions, cancel, save]) await expect(target).toBeInViewport({ ratio: 1 });
  for (const button of [cancel, save]) {
    const uncovered = await button.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return element.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
    });
    expect(uncovered).toBe(true);
  }
  // The stencil is round, as the words and the profile picture are; the picture being framed has an alt text.
  await expect(page.locator('.advanced-cropper-circle-stencil')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Foto escolhida para o perfil: retrato.png' })).toBeAttached();
  await expect(page.locator('section img:not([alt])')).toHaveCount(0);
  await heading.scrollIntoViewIfNeeded();
  await journeyChecks(page, 'profile-avatar-cropper');
});
