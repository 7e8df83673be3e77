import type { Browser, Locator, Page } from '@playwright/test';
import { e2ePort } from './e2e-env.ts';
import { blockExternalRequests, expect } from './fixtures.ts';

/** A CPF with valid check digits (the contract's CPF rule), for every demo buyer. */
export const buyerCpf = '529.982.247-25';
export const buyerPhone = '(11) 98765-4321';
/** The sandbox's test cards: the first pays, the second is refused (card_declined). */
export const paidCard = '4111 1111 1111 1111';
export const refusedCard = '4000 0000 0000 0002';

/** An e-mail no account has yet (one per run): the buyer's account is created with the purchase. */
export const newBuyerEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@medmember.dev`;

/** The dev outbox page, at the API's own address, opened as this machine (the only one it answers). */
export const devOutboxUrl = `http://localhost:${e2ePort}/dev/outbox`;

interface ApiAnswer {
  status: number;
  body: unknown;
}

/** A call to the site's API from inside the page (Node does not resolve the *.localhost sites). */
export function apiFromPage(
  page: Page,
  path: string,
  init: { method?: string; body?: object; token?: string } = {},
): Promise<ApiAnswer> {
  return page.evaluate(
    async ([url, { method, body, token }]) => {
      const response = await fetch(url, {
        method: method ?? 'GET',
        headers: {
          ...(body ? { 'Content-Type': 'application/json' } : {}),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
    },
    [path, init] as const,
  );
}

/**
 * Where a learner without the course is sent to buy it (its purchase_url, our offers page when it is sold here), read
 * by the API as degustacao@ of that producer (the demo trial no other journey signs into there) in a context of its
 * own. Not a fresh sign-up: sign-ups are limited per IP (10 in 10 minutes), and the journeys' own need them.
 */
export async function coursePurchasePath(browser: Browser, origin: string, course: string): Promise<string> {
  const context = await browser.newContext({ locale: 'pt-BR' });
  try {
    const page = await context.newPage();
    await blockExternalRequests(page);
    await page.goto(`${origin}/auth/newLogin`);
    const login = await apiFromPage(page, '/api/auth/login', {
      method: 'POST',
      body: { email: 'degustacao@medmember.dev', password: 'medmember123' },
    });
    expect(login.status).toBe(200);
    const { token } = login.body as { token: string };
    const list = await apiFromPage(page, '/api/courses?type=courses&page=1&per_page=100', { token });
    expect(list.status).toBe(200);
    const found = (list.body as { results: { name: string; purchase_url: string | null }[] }).results.find(
      (item) => item.name === course,
    );
    expect(found?.purchase_url, `the purchase link of ${course}`).toMatch(/^\/page\/offers\/[0-9a-f-]{36}$/);
    return found?.purchase_url ?? '';
  } finally {
    await context.close();
  }
}

/** The checkout's payment method (a radio drawn as a tab). */
export async function chooseMethod(page: Page, method: 'PIX' | 'Boleto' | 'Cartão'): Promise<void> {
  await page.getByRole('radiogroup', { name: 'Forma de pagamento' }).getByText(method, { exact: true }).click();
  await expect(page.getByRole('radio', { name: method })).toBeChecked();
}

/** The buyer's data on the checkout (the e-mail is already there: checkUser or the account). */
export async function fillBuyer(page: Page, nome: string): Promise<void> {
  await page.getByLabel('Nome completo').fill(nome);
  await page.getByLabel('CPF').fill(buyerCpf);
  await page.getByLabel('Celular (WhatsApp)').fill(buyerPhone);
}

/** The card's fields (the sandbox tokenises them; the number never reaches the order). */
export async function fillCard(page: Page, number: string, holder: string): Promise<void> {
  await page.getByLabel('Número do cartão').fill(number);
  await page.getByLabel('Nome impresso no cartão').fill(holder);
  await page.getByLabel('Validade (MM/AA)').fill('12/30');
  await page.getByLabel('Código de segurança (CVV)').fill('123');
}

/** The checkout's submit button ("Pagar R$ …", "Gerar PIX de R$ …"). */
export const submitButton = (page: Page, label: RegExp): Locator =>
  page.getByTestId('checkout-form').getByRole('button', { name: label });
