import { blockExternalRequests, expect, journeyChecks, test } from './fixtures.ts';
import { producerSite, signIn, storedSession } from './auth-journey.ts';

test.describe('one active session', () => {
  test('a second login elsewhere: the first browser gets the modal and loses its session; help goes to WhatsApp', async ({
    page,
    browser,
  }) => {
    test.slow(); // two browsers, axe at both viewports
    await blockExternalRequests(page);
    const site = producerSite('fluxo-vascular');
    await signIn(page, site.origin, 'aluno@medmember.dev');
    await expect(page).toHaveURL(`${site.origin}/courses`);

    const elsewhere = await browser.newContext({ locale: 'pt-BR' });
    const other = await elsewhere.newPage();
    await blockExternalRequests(other);
    await signIn(other, site.origin, 'aluno@medmember.dev');
    await expect(other).toHaveURL(`${site.origin}/courses`);
    await elsewhere.close();

    // The first browser's next call (the user refresh of a new navigation) answers 401 auth.session_superseded.
    await page.goto(`${site.origin}/`);
    const modal = page.getByRole('dialog', { name: 'Ops! Acesso simultâneo detectado' });
    await expect(modal).toBeVisible();
    await expect(
      modal.getByText(
        'Detectamos que sua conta foi acessada em outro lugar. Faça login para continuar neste dispositivo.',
        { exact: true },
      ),
    ).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Preciso de ajuda' })).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Fazer login', exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('loggedOut'))).not.toBeNull();
    expect(await storedSession(page)).toMatchObject({ token: null, user: null, produtor: null, logged: false });
    await journeyChecks(page, 'auth-simultaneous-access');

    // 'Preciso de ajuda': the WhatsApp support chat with the producer's number (intercepted, the test stays here).
    const whatsapp: string[] = [];
    await page.route('https://wa.me/**', async (route) => {
      whatsapp.push(route.request().url());
      await route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' });
    });
    await modal.getByRole('button', { name: 'Preciso de ajuda' }).click();
    await expect.poll(() => whatsapp).toEqual([`https://wa.me/${site.supportNumber}`]);

    // The 401 cleared the session (spec §8): a new load of a signed-in page goes to the login.
    await page.goto(`${site.origin}/terms`);
    await expect(page).toHaveURL(`${site.origin}/auth/newLogin`);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a session ended otherwise (signed out in another tab) gets the plain modal, with no retry behind it', async ({
    page,
    context,
  }) => {
    test.slow(); // axe at both viewports
    await blockExternalRequests(page);
    // novo@ on Fluxo Vascular: no other journey signs in as this pair.
    const site = producerSite('fluxo-vascular');
    await signIn(page, site.origin, 'novo@medmember.dev');
    // A new learner accepts the terms first.
    await expect(page).toHaveURL(/\/terms/);
    await page.getByRole('button', { name: 'Aceitar e continuar' }).click();
    await expect(page).toHaveURL(`${site.origin}/courses`);

    // Another tab of the same browser signs out: this tab still holds the token, now dead on the server.
    const other = await context.newPage();
    await blockExternalRequests(other);
    await other.goto(`${site.origin}/courses`);
    await other.getByRole('button', { name: 'Sair' }).click();
    await other
      .getByRole('dialog', { name: 'Sair da sua conta?' })
      .getByRole('button', { name: 'Sair', exact: true })
      .click();
    await expect(other).toHaveURL(`${site.origin}/auth/newLogin`);
    await other.close();

    // This tab's next call answers 401 auth.unauthenticated: not the simultaneous-access modal.
    const rejected = page.waitForResponse((response) => response.status() === 401);
    await page.getByRole('link', { name: 'Questões' }).first().click();
    expect(((await (await rejected).json()) as { error: { code: string } }).error.code).toBe('auth.unauthenticated');
    const modal = page.getByRole('dialog', { name: 'Sua sessão terminou' });
    await expect(modal).toBeVisible();
    await expect(modal.getByText('Faça login novamente para continuar.', { exact: true })).toBeVisible();
    await expect(page.getByText('Ops! Acesso simultâneo detectado')).toHaveCount(0);
    await expect(modal.getByRole('button', { name: 'Preciso de ajuda' })).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Fazer login', exact: true })).toBeVisible();
    // Behind it, the page that failed is hidden: no "Tentar de novo" that could only fail again.
    await expect(page.locator('[data-session-ended]')).toBeAttached();
    await expect(page.getByRole('button', { name: 'Tentar de novo' }).filter({ visible: true })).toHaveCount(0);
    await expect(page.getByText('Tentar de novo').filter({ visible: true })).toHaveCount(0);
    await journeyChecks(page, 'auth-session-ended');

    await modal.getByRole('button', { name: 'Fazer login', exact: true }).click();
    await expect(page).toHaveURL(`${site.origin}/auth/newLogin`);
  });

  test('logout ends the session on the server and in the browser, and lands on /auth/newLogin', async ({
    page,
    context,
  }) => {
    await blockExternalRequests(page);
    const site = producerSite('ortopedia-ativa');
    await signIn(page, site.origin, 'professor@medmember.dev');
    await expect(page).toHaveURL(`${site.origin}/courses`);
    const { token } = await storedSession(page);

    // Sair asks first: Cancelar keeps the learner signed in, where they were.
    await page.getByRole('button', { name: 'Sair' }).click();
    const confirm = page.getByRole('dialog', { name: 'Sair da sua conta?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(page).toHaveURL(`${site.origin}/courses`);
    expect(await storedSession(page)).toMatchObject({ token });

    const logout = page.waitForResponse((response) => response.url().endsWith('/api/auth/logout'));
    await page.getByRole('button', { name: 'Sair' }).click();
    await confirm.getByRole('button', { name: 'Sair', exact: true }).click();
    expect((await logout).status()).toBe(204);
    await expect(page).toHaveURL(`${site.origin}/auth/newLogin`);
    // The login screen says what happened.
    await expect(page.getByRole('status').filter({ hasText: 'Você saiu da sua conta.' })).toBeVisible();
    expect(await storedSession(page)).toMatchObject({ token: null, logged: false, user: null });
    expect((await context.cookies(site.origin)).some((cookie) => cookie.name === 'user')).toBe(false);

    // The old token is dead on the server, and protected pages send the visitor back to the login.
    const status = await page.evaluate(
      async (old) => (await fetch('/api/user', { headers: { Authorization: `Bearer ${String(old)}` } })).status,
      token,
    );
    expect(status).toBe(401);
    await page.goto(`${site.origin}/courses`);
    await expect(page).toHaveURL(`${site.origin}/auth/newLogin`);
    // The URL changes before the login screen mounts (and fades in): check the screen, not the gap.
    await expect(page.getByRole('heading', { level: 1, name: 'Entrar na plataforma' })).toBeVisible();
    await journeyChecks(page, 'auth-logged-out');
  });
});
