import { blockExternalRequests, expect, journeyChecks, test } from './fixtures.ts';
import { producerSite, signIn, storedSession } from './auth-journey.ts';

test.describe('sessions that last (issue 13)', () => {
  test('a token is refreshed after a day with the app open; after a login elsewhere, the 401 clears the session and the modal shows on the same page', async ({
    page,
    browser,
  }) => {
    test.slow(); // two browsers, axe at both viewports
    await blockExternalRequests(page);
    // The browser's clock is the test's: a day passes in a moment (the server keeps its own).
    await page.clock.install();
    // freemium@ on Fluxo Vascular: no other journey signs in as this pair.
    const site = producerSite('fluxo-vascular');
    await signIn(page, site.origin, 'freemium@medmember.dev');
    await expect(page).toHaveURL(`${site.origin}/courses`);
    const signedIn = await storedSession(page);
    expect(signedIn).toMatchObject({ logged: true, tokenIssuedAt: expect.any(Number) });

    // A day later, with the app still open: the token is refreshed in place, 29 days before the session's end.
    const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/auth/refresh'));
    await page.clock.fastForward('25:00:00');
    expect((await refreshed).status()).toBe(200);
    await expect.poll(async () => (await storedSession(page)).token).not.toBe(signedIn.token);
    expect((await storedSession(page)).tokenIssuedAt).toBeGreaterThan(Number(signedIn.tokenIssuedAt) + 24 * 3600_000);
    await expect(page).toHaveURL(`${site.origin}/courses`);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The new token is the one the next load uses: the learner is still signed in.
    await page.reload();
    await expect(page).toHaveURL(`${site.origin}/courses`);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // A login elsewhere supersedes the session (one session per user and producer).
    const elsewhere = await browser.newContext({ locale: 'pt-BR' });
    const other = await elsewhere.newPage();
    await blockExternalRequests(other);
    await signIn(other, site.origin, 'freemium@medmember.dev');
    await elsewhere.close();

    // The next day's refresh answers 401 auth.session_superseded: the modal opens over the same page.
    const rejected = page.waitForResponse((response) => response.url().endsWith('/api/auth/refresh'));
    await page.clock.fastForward('25:00:00');
    const answer = await rejected;
    expect([answer.status(), ((await answer.json()) as { error: { code: string } }).error.code]).toEqual([
      401,
      'auth.session_superseded',
    ]);
    await expect(page.getByRole('dialog', { name: 'Ops! Acesso simultâneo detectado' })).toBeVisible();
    await expect(page).toHaveURL(`${site.origin}/courses`);
    // Spec §8 "session clearing": nothing of the ended session stays in the browser.
    expect(await storedSession(page)).toMatchObject({
      token: null,
      tokenIssuedAt: null,
      user: null,
      produtor: null,
      roles: [],
      logged: false,
    });
    await journeyChecks(page, 'auth-session-cleared');

    // With the session cleared, a new load of a signed-in page goes to the login.
    await page.goto(`${site.origin}/courses`);
    await expect(page).toHaveURL(`${site.origin}/auth/newLogin`);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
