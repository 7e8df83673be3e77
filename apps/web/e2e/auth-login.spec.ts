import { blockExternalRequests, expect, journeyChecks, test } from './fixtures.ts';
import { producerSite, signIn, storedSession } from './auth-journey.ts';

test.describe('the login screen', () => {
  test('branded, in light and dark, with every way in; the language switch translates it', async ({ page }) => {
    test.setTimeout(60_000); // three journeys' checks (axe and screenshots at two sizes each)
    await blockExternalRequests(page);
    const site = producerSite('vigilia-anestesia');
    await page.goto(`${site.origin}/auth/newLogin`);
    await expect(page.getByRole('heading', { level: 1, name: 'Entrar na plataforma' })).toBeVisible();
    await expect(page.getByText(site.titleHome)).toBeVisible();
    await expect(page.getByRole('img', { name: site.nome })).toBeVisible();
    for (const name of ['Esqueci minha senha', 'Receber link de acesso por e-mail', 'Criar conta']) {
      await expect(page.getByRole('link', { name })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    // One rule for an empty required field, the same as sign-up's: it names the field.
    await expect(page.getByText('Preencha o campo “E-mail”.')).toBeVisible();
    await expect(page.getByText('Preencha o campo “Senha”.')).toBeVisible();
    await journeyChecks(page, 'auth-login-light');

    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveClass(/dark/);
    await journeyChecks(page, 'auth-login-dark');
    await page.emulateMedia({ colorScheme: 'light' });

    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the platform' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(page.getByText('Fill in the “E-mail” field.')).toBeVisible();
    await expect(page.getByText('Fill in the “Password” field.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toBeVisible();
    await journeyChecks(page, 'auth-login-en');
  });

  test('a wrong password is said by its code, keeps what was typed, and takes the focus to the password', async ({
    page,
  }) => {
    await blockExternalRequests(page);
    const site = producerSite('vigilia-anestesia');
    await page.goto(`${site.origin}/auth/newLogin`);
    await page.getByLabel('E-mail').fill('aluno@medmember.dev');
    await page.getByLabel('Senha', { exact: true }).fill('senha-errada');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('E-mail ou senha incorretos. Confira e tente de novo.');
    await expect(page.getByLabel('E-mail')).toHaveValue('aluno@medmember.dev');
    expect(await storedSession(page)).toMatchObject({ logged: false });
    // Not left on the page's body: the password has the focus, the error as its description, ready to retype.
    const password = page.getByLabel('Senha', { exact: true });
    await expect(password).toBeFocused();
    await expect(password).toHaveAccessibleDescription('E-mail ou senha incorretos. Confira e tente de novo.');
    await page.keyboard.type('medmember123');
    await expect(password).toHaveValue('medmember123');
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/\/auth\/newLogin/); // signed in
  });

  test('aluno@ signs in and lands on /courses, with the session and the user cookie stored', async ({
    page,
    context,
  }) => {
    await blockExternalRequests(page);
    const site = producerSite('lumen-oftalmologia');
    await signIn(page, site.origin, 'aluno@medmember.dev');
    await expect(page).toHaveURL(`${site.origin}/courses`);
    await expect(page.getByRole('heading', { level: 1, name: 'Cursos' })).toBeAttached();
    await expect(
      page.getByRole('heading', { name: 'Extensivo Oftalmologia: do R1 à Prova de Título' }).first(),
    ).toBeVisible();
    expect(await storedSession(page)).toMatchObject({
      logged: true,
      security: false,
      user: { email: 'aluno@medmember.dev', aceite_termo: true },
      produtor: { nome: site.nome },
    });
    const cookie = (await context.cookies(site.origin)).find((item) => item.name === 'user');
    expect(JSON.parse(decodeURIComponent(cookie?.value ?? '{}'))).toMatchObject({ nome: 'Ana Beatriz Souza' });
    await journeyChecks(page, 'auth-after-login');
  });

  test('novo@ has not accepted the terms: login → /terms (dark) → accept → back to /courses, then home', async ({
    page,
  }) => {
    await blockExternalRequests(page);
    const site = producerSite('foco-oftalmo');
    await signIn(page, site.origin, 'novo@medmember.dev');
    await expect(page).toHaveURL(`${site.origin}/terms?redirect=%2Fcourses`);
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await journeyChecks(page, 'auth-terms');

    await page.getByRole('button', { name: 'Aceitar e continuar' }).click();
    await expect(page).toHaveURL(`${site.origin}/courses`);
    await expect(page.locator('html')).not.toHaveClass(/dark/); // /terms gives the colour mode back
    expect(await storedSession(page)).toMatchObject({ user: { aceite_termo: true } });
    await page.goto(`${site.origin}/`);
    await expect(page).toHaveURL(`${site.origin}/`);
    await expect(page.getByRole('heading', { level: 1, name: site.titleHome })).toBeVisible();
  });
});
