import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

interface PlanPurchase {
  status: string;
  product: string;
}

/**
 * Buys the producer's yearly plan (the product that opens every area) for the learner signed in on `page`, through
 * the real checkout: the sandbox's card token, then a signed-in order by card, paid at once. Issue 17 opens each
 * area only to learners whose products unlock it, and the journeys' fresh learners study those areas.
 */
export async function buyYearlyPlan(page: Page, nome: string, email: string): Promise<void> {
  const bought = await page.evaluate(
    async ([buyerName, buyerEmail]): Promise<PlanPurchase> => {
      const token = (JSON.parse(localStorage.getItem('session') ?? '{}') as { state?: { token?: string } }).state
        ?.token;
      const call = async <T>(path: string, body?: object): Promise<T> => {
        const response = await fetch(path, {
          method: body ? 'POST' : 'GET',
          headers: { Authorization: `Bearer ${token ?? ''}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
          body: body ? JSON.stringify(body) : undefined,
        });
        if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
        return (await response.json()) as T;
      };
      type Listing = { results: { purchase_url: string | null }[] };
      const courses = await call<Listing>('/api/courses?type=courses&page=1&per_page=100');
      const productIds = [
        ...new Set(
          courses.results.map((course) => course.purchase_url?.match(/^\/page\/offers\/([\w-]+)$/)?.[1] ?? ''),
        ),
      ].filter(Boolean);
      type Offers = {
        product: { name: string; areas: string[] };
        offers: { uuid: string; payment_methods: string[]; sale: { channel: string } }[];
      };
      for (const productId of productIds) {
        const { product, offers } = await call<Offers>(`/api/offers/products/${productId}`);
        if (
          !['questions', 'simulados', 'flashcards', 'clinical_cases', 'planner'].every((area) =>
            product.areas.includes(area),
          )
        )
          continue;
        const offer = offers.find((item) => item.sale.channel === 'here' && item.payment_methods.includes('card'));
        if (!offer) continue;
        const card = await call<{ token: string }>('/api/sandbox-gateway/card-tokens', {
          number: '4111 1111 1111 1111',
          holder: buyerName,
          expiry: '12/30',
          cvv: '123',
        });
        const order = await call<{ status: string }>('/api/checkout/orders', {
          offer_uuid: offer.uuid,
          buyer: { nome: buyerName, email: buyerEmail, cpf: '52998224725', telefone: '11987654321' },
          method: 'card',
          installments: 1,
          card_token: card.token,
          idempotency_key: crypto.randomUUID(),
        });
        return { status: order.status, product: product.name };
      }
      return { status: 'no plan on sale', product: '' };
    },
    [nome, email] as const,
  );
  expect(bought.status, `the yearly plan (${bought.product})`).toBe('paid');
}
