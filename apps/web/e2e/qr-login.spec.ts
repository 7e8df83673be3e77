import type { Browser, Page } from '@playwright/test';
import { blockExternalRequests, expect, journeyChecks, test, verticalOrigin } from './fixtures.ts';
import { signIn } from './auth-journey.ts';

/** The QR code links to the producer's own site (its medmember_url), where the scanning device lands. */
const site = verticalOrigin('plano-anestesico.anestesiologia');

/** Device A, signed in, opens "Mostrar QR code" on /person and reads the link the QR code encodes. */
async function showQrCode(page: Page): Promise<string> {
  await page.goto(`${site}/person`);
  await page.getByRole('button', { name: 'Mostrar QR code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Escaneie com o outro aparelho' });
  await expect(dialog.getByRole('timer')).toContainText(/Expira em \d+ segundos?/);
  return readQrUrl(page);
}

async function readQrUrl(page: Page): Promise<string> {
  const url = await page.getByRole('dialog').locator('[data-qr-url]').getAttribute('data-qr-url');
  expect(url).toMatch(/\/auth\/login\?qr=/);
  return url ?? '';
}

async function newDevice(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'pt-BR' });
  const page = await context.newPage();
  await blockExternalRequests(page);
  return page;
}

const storedSession = (page: Page) =>
  page.evaluate(
    () => (JSON.parse(localStorage.getItem('session') ?? '{}') as { state?: Record<string, unknown> }).state ?? {},
  );

test('QR login: device B scans within 10 s and lands on /courses signed in, its calls carrying X-App-Id', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await blockExternalRequests(page);
  await signIn(page, site, 'professor@medmember.dev');
  await expect(page).toHaveURL(/\/courses$/);
  // Device B is ready before the code exists: the code lives 10 s, and opening a browser took 2.5 s of them in CI.
  const deviceB = await newDevice(browser);
  const url = await showQrCode(page);
  await deviceB.goto(url);
  await expect(deviceB).toHaveURL(`${site}/courses`);
  expect(await storedSession(deviceB)).toMatchObject({
    logged: true,
    security: true,
    user: { email: 'professor@medmember.dev' },
  });

  // The session is bound to B's app id: the API answers only with the X-App-Id header.
  const refreshed = deviceB.waitForRequest(
    (request) => request.url().endsWith('/api/user') && request.method() === 'GET',
  );
  await deviceB.reload();
  const request = await refreshed;
  const appId = await deviceB.evaluate(() => localStorage.getItem('app_id'));
  expect(request.headers()['x-app-id']).toBe(appId);
  expect((await request.response())?.status()).toBe(200);
  await journeyChecks(deviceB, 'qr-login-landed');

  // The code works once: a third device gets the "used or expired" message.
  const deviceC = await newDevice(browser);
  await deviceC.goto(url);
  await expect(deviceC.getByRole('alert')).toContainText('Este QR code expirou ou já foi usado.');
  await deviceC.context().close();
  await deviceB.context().close();

  // Device A's dialog: once 10 s are over, the code is gone and a new one can be asked for.
  await expect(page.getByText('Código expirado')).toBeVisible({ timeout: 12_000 });
  await expect(page.getByRole('button', { name: 'Gerar novo código' })).toBeVisible();
  await journeyChecks(page, 'qr-login-dialog-expired');
});

test('QR login is refused after 10 s: by the server, and by the web rule on a device whose clock is 11 s ahead', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await blockExternalRequests(page);
  await signIn(page, site, 'aluno@medmember.dev');
  await expect(page).toHaveURL(/\/courses$/);
  const staleUrl = await showQrCode(page);
  await journeyChecks(page, 'qr-login-dialog');

  // Past 10 s the server no longer redeems it.
  await page.waitForTimeout(10_500);
  const late = await newDevice(browser);
  await late.goto(staleUrl);
  await expect(late.getByRole('alert')).toContainText('Este QR code expirou ou já foi usado.');
  await expect(late.getByRole('link', { name: 'Entrar com e-mail e senha' })).toHaveAttribute('href', '/auth/newLogin');
  await late.context().close();

  // A fresh code redeemed by a device that reads the time 11 s later: the web app refuses the payload. The device
  // is ready before the code exists, so the server still redeems it within its 10 s on a slow box.
  const skewed = await newDevice(browser);
  await skewed.context().addCookies([{ name: 'user', value: 'stale', url: site }]);
  await skewed.clock.install({ time: Date.now() + 11_000 });
  await page.getByRole('button', { name: 'Gerar novo código' }).click();
  const freshUrl = await readQrUrl(page);
  await skewed.goto(freshUrl);
  await expect(skewed.getByRole('alert')).toContainText('Este QR code expirou: ele vale só 10 segundos.');
  await expect(skewed).toHaveURL(/\/auth\/login\?qr=/);
  expect(await storedSession(skewed)).toMatchObject({ logged: false, token: null });
  expect((await skewed.context().cookies(site)).find((cookie) => cookie.name === 'user')).toBeUndefined();
  await journeyChecks(skewed, 'qr-login-refused');
  await skewed.context().close();
});
