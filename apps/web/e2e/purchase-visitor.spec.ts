import { blockExternalRequests, expect, journeyChecks, test } from './fixtures.ts';
import { onSite, producerSite } from './auth-journey.ts';
import { linkIn, waitForMail } from './mailbox.ts';
import {
  chooseMethod,
  coursePurchasePath,
  devOutboxUrl,
  fillBuyer,
  newBuyerEmail,
  submitButton,
} from './purchase-journey.ts';

/**
 * A visitor buys the yearly plan with PIX on Lumen Oftalmologia (no other journey buys there), pays it from the
 * dev outbox page, sets the first password from the e-mailed link and plays a lesson of the unlocked course.
 */
const site = producerSite('lumen-oftalmologia');
const course = 'Extensivo Oftalmologia: do R1 à Prova de Título';
const firstLesson = 'Boas-vindas e como estudar glaucoma';

test('a visitor with a new e-mail: offers → e-mail → checkout → PIX paid → first-access link → the course plays', async ({
  page,
  browser,
  context,
}) => {
  test.setTimeout(180_000);
  await blockExternalRequests(page);
  const email = newBuyerEmail('comprador-pix');
  const offersPath = await coursePurchasePath(browser, site.origin, course);

  // The course's purchase link: the plan's offers page, without a session.
  await page.goto(`${site.origin}${offersPath}`);
  await expect(page).toHaveURL(`${site.origin}${offersPath}`);
  await expect(page.getByRole('heading', { level: 1, name: `Extensivo ${site.nome} 2027` })).toBeVisible();
  const plan = page.getByRole('article', { name: 'Plano anual' });
  await expect(plan.getByTestId('offer-price')).toHaveText('R$ 1.999,90');
  await expect(plan.getByTestId('offer-installments')).toHaveText('ou 12× de R$ 166,66 sem juros');
  await expect(plan.getByText('Garantia de 7 dias')).toBeVisible();
  await journeyChecks(page, 'purchase-visitor-offers');

  // The e-mail first.
  await plan.getByRole('link', { name: 'Comprar agora' }).click();
  await expect(page).toHaveURL(/\/page\/[0-9a-f-]{36}\/checkUser$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Para começar, seu e-mail' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Continuar' }).click();

  // The checkout: the e-mail carried over, the buyer's data, PIX.
  await expect(page).toHaveURL(/\/page\/offer\/[0-9a-f-]{36}\/checkout$/);
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await fillBuyer(page, 'Camila Andrade Souza');
  await chooseMethod(page, 'PIX');
  await submitButton(page, /^Gerar PIX de R\$\s1\.999,90$/).click();

  const pix = page.getByTestId('pix-panel');
  await expect(pix.getByRole('img', { name: 'QR code do PIX' })).toBeVisible();
  await expect(pix.getByText(/^000201.*br\.gov\.bcb\.pix/)).toBeVisible();
  await expect(pix.getByRole('button', { name: 'Copiar código' })).toBeVisible();
  await expect(page.getByTestId('pix-countdown')).toHaveText(/^O código vale por mais \d{2}:\d{2}\.$/);
  const shown = await page.getByTestId('pix-countdown').textContent();
  await expect(page.getByTestId('pix-countdown')).not.toHaveText(shown ?? '');
  await expect(pix.getByRole('status')).toHaveText('Aguardando o pagamento…');
  await journeyChecks(page, 'purchase-visitor-pix');

  // The bank pays: the dev outbox page's button, on the API's own address.
  const dev = await context.newPage();
  await dev.goto(devOutboxUrl);
  const row = dev.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('PIX');
  await expect(row).toContainText('R$ 1.999,90');
  await row.getByRole('button', { name: 'Marcar como pago' }).click();
  await expect(dev).toHaveURL(devOutboxUrl);
  await expect(dev.getByRole('row').filter({ hasText: email })).toHaveCount(0);
  await dev.close();

  // The checkout sees it paid by itself (polling) and says where the access went.
  const paid = page.getByTestId('order-paid');
  await expect(paid).toContainText('Pagamento confirmado!', { timeout: 20_000 });
  await expect(paid).toContainText(`Enviamos um link de acesso para ${email}.`);
  await expect(paid).toHaveAttribute('role', 'status');
  await journeyChecks(page, 'purchase-visitor-paid');

  // The first-access e-mail: its link sets the password and signs in.
  const mail = await waitForMail({ to: email }, 20_000);
  await page.goto(onSite(linkIn(mail, '/auth/password-reset-selfcheckout'), site.origin));
  await expect(page.getByRole('heading', { level: 1, name: 'Crie sua senha de acesso' })).toBeVisible();
  await page.getByLabel('Nova senha', { exact: true }).fill('primeiroAcesso2027');
  await page.getByLabel('Repita a senha', { exact: true }).fill('primeiroAcesso2027');
  await page.getByRole('button', { name: 'Criar senha e entrar' }).click();
  // The account made with the purchase has not accepted the producer's terms yet.
  await expect(page).toHaveURL(/\/terms\?redirect=/);
  await page.getByRole('button', { name: 'Aceitar e continuar' }).click();
  await expect(page).toHaveURL(/\/courses$/);

  // The course is open now: its first lesson plays.
  await page.getByRole('link', { name: course }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: course })).toBeVisible();
  await page.getByRole('link', { name: 'Começar', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: firstLesson })).toBeVisible();
  const video = page.locator(`video[aria-label="${firstLesson}"]`);
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(2);
  await video.evaluate((element: HTMLVideoElement) => element.pause());
  await journeyChecks(page, 'purchase-visitor');
});
