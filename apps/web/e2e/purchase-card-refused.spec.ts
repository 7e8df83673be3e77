import type { OrderView } from '@members/contract';
import { blockExternalRequests, expect, journeyChecks, test } from './fixtures.ts';
import { producerSite } from './auth-journey.ts';
import {
  apiFromPage,
  chooseMethod,
  coursePurchasePath,
  fillBuyer,
  fillCard,
  newBuyerEmail,
  paidCard,
  refusedCard,
  submitButton,
} from './purchase-journey.ts';

/**
 * A visitor on Fluxo Vascular (no other journey buys there) pays the yearly plan with a card the bank refuses: the
 * reason in plain Portuguese, announced; the same order paid with another card, once, however often "Pagar" is
 * clicked.
 */
const site = producerSite('fluxo-vascular');
const course = 'Cirurgia Vascular Essencial';
const holder = 'RAFAEL MOREIRA LIMA';

test('a refused card: its message, announced; a retry with another card pays the order once', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await blockExternalRequests(page);
  const email = newBuyerEmail('comprador-cartao');
  const offersPath = await coursePurchasePath(browser, site.origin, course);
  const sent = { orders: 0, payments: 0 };
  page.on('request', (request) => {
    if (request.method() !== 'POST') return;
    const { pathname } = new URL(request.url());
    if (pathname === '/api/checkout/orders') sent.orders += 1;
    if (/^\/api\/checkout\/orders\/[^/]+\/payments$/.test(pathname)) sent.payments += 1;
  });

  await page.goto(`${site.origin}${offersPath}`);
  await page.getByRole('article', { name: 'Plano anual' }).getByRole('link', { name: 'Comprar agora' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/page\/offer\/[0-9a-f-]{36}\/checkout$/);
  await fillBuyer(page, 'Rafael Moreira Lima');
  await chooseMethod(page, 'Cartão');
  await fillCard(page, refusedCard, holder);
  await page.getByLabel('Parcelas').selectOption('3');

  // A double click on "Pagar": one order.
  const refusedAnswer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/checkout/orders' && response.request().method() === 'POST',
  );
  await submitButton(page, /^Pagar R\$\s1\.999,90$/).dblclick();
  const order = (await (await refusedAnswer).json()) as OrderView;
  expect(order.status).toBe('refused');

  // The refusal, in plain Portuguese, as an alert (read out when it appears); the form stays for another try.
  const refusal = page.getByRole('alert').filter({ hasText: 'Pagamento não aprovado' });
  await expect(refusal).toContainText('Cartão recusado pelo banco emissor. Use outro cartão ou pague com PIX.');
  // Shown above the form, far from the button: brought into view (focused) as it appears.
  await expect(page.getByTestId('card-refused')).toBeFocused();
  await expect(refusal).toBeInViewport();
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await expect(page.getByLabel('Nome completo')).toHaveValue('Rafael Moreira Lima');
  expect(sent.orders).toBe(1);
  // The double click selected a word of the page: not what the screenshots are about.
  await page.evaluate(() => window.getSelection()?.removeAllRanges());
  await journeyChecks(page, 'purchase-card-refused-message');

  // Another card, double-clicked too: one new payment of the same order, paid.
  await chooseMethod(page, 'Cartão');
  await fillCard(page, paidCard, holder);
  await page.getByLabel('Parcelas').selectOption('3');
  const retried = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === `/api/checkout/orders/${order.id}/payments` &&
      response.request().method() === 'POST',
  );
  await submitButton(page, /^Pagar R\$\s1\.999,90$/).dblclick();
  expect((await retried).status()).toBe(201);
  const paid = page.getByTestId('order-paid');
  await expect(paid).toContainText('Pagamento confirmado!');
  await expect(paid).toContainText(`Enviamos um link de acesso para ${email}.`);
  await expect(page.getByRole('alert').filter({ hasText: 'Pagamento não aprovado' })).toHaveCount(0);
  expect(sent).toEqual({ orders: 1, payments: 1 });

  // The API: the order paid once, by the second card, in 3 installments.
  const answer = await apiFromPage(page, `/api/checkout/orders/${order.id}`);
  expect(answer.status).toBe(200);
  const view = answer.body as OrderView;
  expect(view.status).toBe('paid');
  expect(view.payment).toMatchObject({ method: 'card', status: 'paid', installments: 3, amount_cents: 199_990 });
  expect(view.payment.card?.last4).toBe('1111');
  expect(view.history.filter((step) => step.status === 'paid')).toHaveLength(1);
  expect(view.history.map((step) => step.status)).toEqual(['pending', 'refused', 'pending', 'paid']);
  await journeyChecks(page, 'purchase-card-refused');
});
