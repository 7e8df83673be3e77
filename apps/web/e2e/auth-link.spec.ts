import { blockExternalRequests, expect, journeyChecks, test } from './fixtures.ts';
import { linkIn, waitForMail } from './mailbox.ts';
import { onSite, producerSite } from './auth-journey.ts';

test.describe('sign-in link by e-mail', () => {
  test('request, then the landing page: only its button spends the link → /courses', async ({ page }) => {
    test.slow(); // waits for an e-mail
    await blockExternalRequests(page);
    const site = producerSite('plano-anestesico');
    const email = 'freemium@medmember.dev';
    await page.goto(`${site.origin}/auth/newLogin`);
    await page.getByRole('link', { name: 'Receber link de acesso por e-mail' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Entrar sem senha' })).toBeVisible();
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Enviar link' }).click();
    const sent = page.getByRole('status').filter({ hasText: email });
    await expect(sent).toBeVisible();
    // How long the link lasts: the API's lifetime (the contract's accountLinkLifetimeMinutes), not "pouco tempo".
    await expect(sent).toHaveText(
      `Se houver uma conta com ${email}, o link chega em instantes. Ele vale por 15 minutos e só funciona uma vez.`,
    );
    await journeyChecks(page, 'auth-link-sent');

    const mail = await waitForMail({ to: email, subject: /link de acesso/ });
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/auth/url')) posts.push(request.url());
    });
    await page.goto(onSite(linkIn(mail, '/auth/login'), site.origin));
    await expect(page.getByRole('heading', { level: 1, name: 'Entrar com o link do e-mail' })).toBeVisible();
    await journeyChecks(page, 'auth-link-landing');
    expect(posts).toEqual([]);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL(`${site.origin}/courses`);
    expect(posts).toHaveLength(1);
  });

  test('a spent or forged link goes back to /auth/newLogin with a toast that says why', async ({ page }) => {
    await blockExternalRequests(page);
    const site = producerSite('plano-anestesico');
    await page.goto(`${site.origin}/auth/login?token=forjado%7Cabc&email=aluno%40medmember.dev`);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL(`${site.origin}/auth/newLogin`);
    await expect(page.getByText('Este link é inválido, expirou ou já foi usado. Peça um novo.')).toBeVisible();
  });

  test('/auth offers the three ways in, and /erros/auth leads back to the login', async ({ page }) => {
    await blockExternalRequests(page);
    const site = producerSite('plano-anestesico');
    await page.goto(`${site.origin}/auth`);
    for (const name of ['Entrar com e-mail e senha', 'Criar conta', 'Receber link de acesso por e-mail']) {
      await expect(page.getByRole('link', { name })).toBeVisible();
    }
    await journeyChecks(page, 'auth-chooser');
    await page.goto(`${site.origin}/erros/auth`);
    await journeyChecks(page, 'auth-error');
    await page.getByRole('link', { name: 'Fazer login' }).click();
    await expect(page).toHaveURL(`${site.origin}/auth/newLogin`);
  });
});
