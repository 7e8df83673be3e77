import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../database.ts';
import { producers, providerSecrets, userAccesses, users, verticals } from '../../schema/index.ts';
import type { Seeder } from '../seeder.ts';
import { demoOfferTexts } from './demo-offer-texts.ts';
import { demoProducts, extensivoCode, type OfferProducer } from './demo-offers.ts';
import { writeProducts } from './offer-writer.ts';

const dayMs = 24 * 60 * 60 * 1000;

/** The page that sells a product here (the web app's /page/offers/$id, by product id). */
const offersPagePath = (productId: string) => `/page/offers/${productId}`;

/** Demo secrets of the platforms' webhooks: for trying the webhooks on a laptop only. */
function devSecrets(producerId: string, slug: string) {
  return [
    { producer_id: producerId, provider: 'hotmart' as const, secret: `dev-hottok-${slug}` },
    { producer_id: producerId, provider: 'kiwify' as const, secret: `dev-kiwify-${slug}` },
    { producer_id: producerId, provider: 'eduzz' as const, secret: `dev-eduzz-${slug}` },
    { producer_id: producerId, provider: 'mercadopago' as const, secret: `dev-mercadopago-${slug}` },
  ];
}

/** aluno@'s accesses from elsewhere, so /Acessos shows every source: a Hotmart immersion that ended, a gift. */
function alunoOtherAccesses(producer: OfferProducer & { id: string }, userId: string, checkoutUrl: string | null) {
  const immersion = demoOfferTexts[producer.vertical]?.immersion;
  const now = Date.now();
  const base = { producer_id: producer.id, user_id: userId };
  return [
    ...(immersion
      ? [
          {
            ...base,
            product_code: immersion.code,
            product_name: immersion.name,
            kind: 'compra' as const,
            source: 'hotmart' as const,
            external_ref: `HP${String(producer.slug.length * 7_919_011).padStart(10, '0')}`,
            starts_at: new Date(now - 200 * dayMs),
            ends_at: new Date(now - 110 * dayMs),
            purchase_url: checkoutUrl,
          },
        ]
      : []),
    {
      ...base,
      product_code: 'cortesia-aulao',
      product_name: `Aulão de véspera ${producer.nome}`,
      kind: 'concessao' as const,
      source: 'gift' as const,
      starts_at: new Date(now - 10 * dayMs),
      ends_at: new Date(now + 80 * dayMs),
      purchase_url: null,
    },
  ];
}

async function seedProducer(db: Database, producer: OfferProducer & { id: string }): Promise<void> {
  const products = demoProducts(producer);
  const written = await writeProducts(db, producer.id, products);
  await db.insert(providerSecrets).values(devSecrets(producer.id, producer.slug));
  const extensivo = written.get(extensivoCode);
  if (extensivo) {
    // The plan's purchases and the trial's upgrade link go to the plan's offers page.
    await db
      .update(userAccesses)
      .set({ purchase_url: offersPagePath(extensivo.productId) })
      .where(
        and(
          eq(userAccesses.producer_id, producer.id),
          inArray(userAccesses.product_code, [extensivoCode, 'degustacao']),
        ),
      );
  }
  const [aluno] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.producer_id, producer.id), eq(users.email, 'aluno@medmember.dev')));
  if (!aluno) return;
  const hotmartOffer = products.flatMap((product) => product.offers).find((offer) => offer.channel === 'hotmart');
  await db
    .insert(userAccesses)
    .values(alunoOtherAccesses(producer, aluno.id, hotmartOffer?.external_checkout_url ?? null));
}

/**
 * Every producer's products and offers (after the courses, whose product codes they sell), the platforms' dev
 * secrets, the plan's purchase links on the demo accounts' accesses, and aluno@'s accesses from Hotmart and a gift.
 */
export const seedOffers: Seeder = async (db) => {
  const rows = await db
    .select({ id: producers.id, slug: producers.slug, nome: producers.nome, vertical: verticals.slug })
    .from(producers)
    .innerJoin(verticals, eq(producers.vertical_id, verticals.id));
  for (const producer of rows) await seedProducer(db, producer);
};
