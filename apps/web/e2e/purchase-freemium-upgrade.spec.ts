import { blockExternalRequests, expect, journeyChecks, test } from './fixtures.ts';
import { producerSite, signIn } from './auth-journey.ts';
import { chooseMethod, fillBuyer, fillCard, paidCard, submitButton } from './purchase-journey.ts';

/**
 * degustacao@ (the second demo trial, which no other journey signs into: one session per account) on Ortopedia Ativa
 * upgrades from the trial banner and pays by card, signed in.
 */
const site = producerSite('ortopedia-ativa');
const email = 'degustacao@medmember.dev';

test('a trial learner upgrades from the trial banner: paid signed in, the banner goes without signing out', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await blockExternalRequests(page);
  await signIn(page, site.origin, email);
  await expect(page).toHaveURL(`${site.origin}/courses`);

  // The trial banner's upgrade link: our offers page, in the app.
  const banner = page.getByTestId('freemium-banner');
  await expect(banner).toContainText('Seu acesso gratuito vai até');
  await banner.getByRole('link', { name: /Assinar agora/ }).click();
  await expect(page).toHaveURL(/\/page\/offers\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: `Extensivo ${site.nome} 2027` })).toBeVisible();

  // Signed in: "Comprar agora" skips the e-mail step; the account's e-mail is shown, not editable.
  await page.getByRole('article', { name: 'Plano anual' }).getByRole('link', { name: 'Comprar agora' }).click();
  await expect(page).toHaveURL(/\/page\/offer\/[0-9a-f-]{36}\/checkout$/);
  const emailField = page.getByLabel('E-mail');
  await expect(emailField).toHaveValue(email);
  await expect(emailField).toHaveAttribute('readonly', '');
  await expect(page.getByText('É o e-mail da sua conta: a compra fica nela.')).toBeVisible();
  await fillBuyer(page, 'Bruno Freitas Almeida');
  await chooseMethod(page, 'Cartão');
  await fillCard(page, paidCard, 'BRUNO F ALMEIDA');
  await journeyChecks(page, 'purchase-freemium-upgrade-checkout');
  await submitButton(page, /^Pagar R\$\s1\.999,90$/).click();

  // Paid: the way into the course, no e-mail to wait for.
  const paid = page.getByTestId('order-paid');
  await expect(paid).toContainText('Pagamento confirmado!');
  await expect(paid).toContainText('Seu acesso já está liberado.');
  const toCourse = paid.getByRole('link', { name: 'Acessar o curso' });
  await expect(toCourse).toHaveAttribute('href', /^\/courses\/[0-9a-f-]{36}$/);
  await journeyChecks(page, 'purchase-freemium-upgrade-paid');

  // The course opens; back on the catalog by the app's own navigation, the trial banner has gone.
  await toCourse.click();
  await expect(page).toHaveURL(/\/courses\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Cursos' }).click();
  await expect(page).toHaveURL(`${site.origin}/courses`);
  await expect(page.getByRole('heading', { name: 'Trauma Ortopédico para o TEOT' }).first()).toBeVisible();
  await expect(page.getByTestId('freemium-banner')).toHaveCount(0);
  // And after a reload (what the session stored), still gone, still signed in.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Trauma Ortopédico para o TEOT' }).first()).toBeVisible();
  await expect(page.getByTestId('freemium-banner')).toHaveCount(0);
  await expect(page).toHaveURL(`${site.origin}/courses`);

  // /Acessos: the plan bought here, active; no trial notice any more.
  await page.goto(`${site.origin}/Acessos`);
  await expect(page.getByRole('heading', { level: 1, name: 'Meus acessos' })).toBeVisible();
  const plan = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `Extensivo ${site.nome} 2027` }) });
  await expect(plan.getByText('Compra no site', { exact: true })).toBeVisible();
  await expect(plan.getByText('Ativo')).toBeVisible();
  await expect(page.getByTestId('freemium-notice')).toHaveCount(0);
  await page.goto(`${site.origin}/courses`);
  await expect(page.getByRole('heading', { name: 'Trauma Ortopédico para o TEOT' }).first()).toBeVisible();
  await journeyChecks(page, 'purchase-freemium-upgrade');
});
