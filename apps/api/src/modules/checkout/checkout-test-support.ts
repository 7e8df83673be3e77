import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { firstOrThrow } from '../../db/first-or-throw.ts';
import {
  offers,
  products,
  verticals,
  type OfferRow,
  type ProducerRow,
  type ProductRow,
} from '../../db/schema/index.ts';
import type { TestApp } from '../../test/test-app.ts';
import { courseInput, createProducer } from '../courses/course-test-support.ts';
import { writeCourse } from '../courses/course-writer.ts';
import { clearTenancyCache } from '../tenancy/tenancy.cache.ts';

/** Helpers of the offers and checkout route tests (not a test file): a shop of its own, requests to it. */

export interface Shop {
  producer: ProducerRow;
  /** The Host header that reaches this producer's site. */
  host: string;
  product: ProductRow;
  courseId: string;
  /** R$ 1.999,90, up to 12× without interest; PIX, boleto and card; coupon RESIDENTE10 (10% off). */
  interestFree: OfferRow;
  /** R$ 1.999,90, 3× without interest, up to 12× at 1.99% a month; card only. */
  withInterest: OfferRow;
  /** Sold on Hotmart (its checkout URL). */
  external: OfferRow;
  inactive: OfferRow;
}

type OfferValues = Omit<typeof offers.$inferInsert, 'producer_id' | 'product_id'>;

async function insertOffer(db: Database, shop: { producerId: string; productId: string }, values: OfferValues) {
  const row = await db
    .insert(offers)
    .values({ producer_id: shop.producerId, product_id: shop.productId, ...values })
    .returning();
  return firstOrThrow(row, 'offer insert');
}

/** A producer of its own with a product (R1 Extensivo, 365 days), a course it opens and four offers. */
export async function createShop(db: Database, accessMode: ProductRow['access_mode'] = 'days'): Promise<Shop> {
  const producer = await createProducer(db, 'Residência Foco');
  const vertical = firstOrThrow(
    await db.select().from(verticals).where(eq(verticals.id, producer.vertical_id)),
    'vertical of the producer',
  );
  const code = `r1-extensivo-${randomUUID().slice(0, 8)}`;
  const product = firstOrThrow(
    await db
      .insert(products)
      .values({
        producer_id: producer.id,
        code,
        name: 'R1 Extensivo 2027',
        description: 'Preparação completa para as provas de acesso direto: aulas, questões comentadas e simulados.',
        areas: ['questions', 'simulados', 'flashcards'],
        access_mode: accessMode,
        access_days: accessMode === 'days' ? 365 : null,
      })
      .returning(),
    'product insert',
  );
  const course = await writeCourse(
    db,
    producer.id,
    courseInput({ name: 'Clínica Médica para R1', product_codes: [code], purchase_url: null }),
  );
  // The app reads verticals through a 30 s cache: the new site must be known at once.
  clearTenancyCache(db);
  const ids = { producerId: producer.id, productId: product.id };
  const highlights = ['Mais de 8.000 questões comentadas', 'Simulados no formato ENARE'];
  const methods: OfferRow['payment_methods'] = ['pix', 'boleto', 'card'];
  return {
    producer,
    host: vertical.host_patterns[0] ?? '',
    product,
    courseId: course.uuid,
    interestFree: await insertOffer(db, ids, {
      name: 'Extensivo R1 — à vista ou 12× sem juros',
      price_cents: 199_990,
      max_installments: 12,
      interest_free_installments: 12,
      payment_methods: methods,
      coupon_code: 'RESIDENTE10',
      coupon_percent_off: 10,
      highlights,
      position: 1,
    }),
    withInterest: await insertOffer(db, ids, {
      name: 'Extensivo R1 — 12× no cartão',
      price_cents: 199_990,
      max_installments: 12,
      interest_free_installments: 3,
      monthly_interest_bp: 199,
      payment_methods: ['card'],
      position: 2,
    }),
    external: await insertOffer(db, ids, {
      name: 'Extensivo R1 na Hotmart',
      price_cents: 189_990,
      payment_methods: methods,
      channel: 'hotmart',
      external_checkout_url: 'https://pay.hotmart.com/R1EXT2027',
      external_product_id: `hm-${randomUUID().slice(0, 8)}`,
      position: 3,
    }),
    inactive: await insertOffer(db, ids, {
      name: 'Black Friday encerrada',
      price_cents: 99_990,
      payment_methods: methods,
      active: false,
      position: 0,
    }),
  };
}

/** A buyer's details that pass the contract (a valid CPF, a mobile number). */
export function buyerOf(email = `${randomUUID()}@example.com`) {
  return { nome: 'Ana Beatriz Souza', email, cpf: '529.982.247-25', telefone: '(11) 91234-5678' };
}

export interface ShopRequest {
  method?: 'GET' | 'POST';
  body?: object;
  headers?: Record<string, string>;
}

/** A request to the shop's site (its Host), optionally with a learner's headers. */
export function shopRequest(ctx: TestApp, shop: Pick<Shop, 'host'>, url: string, options: ShopRequest = {}) {
  return ctx.app.inject({
    method: options.method ?? (options.body ? 'POST' : 'GET'),
    url,
    headers: { host: shop.host, ...options.headers },
    ...(options.body ? { payload: options.body } : {}),
  });
}

/** A sandbox card token of `number` (4111 1111 1111 1111 pays; 4000 0000 0000 0002 is declined). */
export async function cardTokenFor(ctx: TestApp, shop: Pick<Shop, 'host'>, number: string): Promise<string> {
  const body = { number, holder: 'Ana Beatriz Souza', expiry: '12/39', cvv: '123' };
  const res = await shopRequest(ctx, shop, '/api/sandbox-gateway/card-tokens', { body });
  if (res.statusCode !== 200) throw new Error(`card token: ${res.statusCode} ${res.body}`);
  return res.json<{ token: string }>().token;
}

/** A local request to the sandbox's dev route: the pending payment paid. */
export function devPay(ctx: TestApp, paymentId: string) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/dev/sandbox/payments/${paymentId}/pay`,
    headers: { host: 'localhost:3000' },
    remoteAddress: '127.0.0.1',
  });
}
