import { demoOfferTexts } from './demo-offer-texts.ts';
import type { ProductInput } from './offer-writer.ts';

/** The product code of the plan every demo account's purchase and the freemium upgrade point at. */
export const extensivoCode = 'extensivo-2027';

export interface OfferProducer {
  slug: string;
  nome: string;
  vertical: string;
}

/** A stable number from a producer's slug: its Hotmart ids stay the same on every seed. */
function slugNumber(slug: string): number {
  let hash = 7;
  for (const char of slug) hash = (hash * 31 + char.charCodeAt(0)) % 9_000_000;
  return 1_000_000 + hash;
}

/** The Hotmart product id of a producer's immersion (numeric, as Hotmart's webhooks name it). */
function hotmartProductId(producer: Pick<OfferProducer, 'slug'>): string {
  return String(slugNumber(producer.slug));
}

function extensivo(producer: OfferProducer): ProductInput {
  const texts = demoOfferTexts[producer.vertical];
  return {
    code: extensivoCode,
    name: `Extensivo ${producer.nome} 2027`,
    description: `Um ano de preparação para as ${texts?.exams ?? 'provas de residência'}: todos os cursos, o banco de questões, simulados, flashcards, casos clínicos e o planner de estudos.`,
    areas: ['questions', 'simulados', 'flashcards', 'clinical_cases', 'planner'],
    access_mode: 'days',
    access_days: 365,
    offers: [
      {
        name: 'Plano anual',
        price_cents: 199_990,
        max_installments: 12,
        interest_free_installments: 12,
        payment_methods: ['pix', 'boleto', 'card'],
        guarantee_days: 7,
        highlights: [
          '+12 mil questões comentadas de provas de residência',
          'Simulados no padrão ENARE e USP',
          'Planner de estudos que se reajusta',
          ...(texts ? [texts.specialtyHighlight] : []),
        ],
      },
      {
        name: 'Assinatura mensal',
        price_cents: 18_990,
        max_installments: 1,
        interest_free_installments: 1,
        payment_methods: ['card'],
        guarantee_days: 7,
        subscription_period: 'monthly',
        highlights: ['Tudo do plano anual, cobrado mês a mês no cartão', 'Cancele quando quiser, sem multa'],
      },
    ],
  };
}

function intensivo(producer: OfferProducer): ProductInput {
  const texts = demoOfferTexts[producer.vertical]?.intensivo;
  return {
    code: 'r3-intensivo',
    name: texts?.name ?? `Intensivo R3 ${producer.nome}`,
    description: texts?.description ?? 'Revisão intensiva para a prova de R3.',
    areas: ['questions', 'simulados'],
    access_mode: 'days',
    access_days: 180,
    offers: [
      {
        name: 'R3 Intensivo',
        price_cents: 149_000,
        max_installments: 12,
        interest_free_installments: 6,
        monthly_interest_bp: 199,
        payment_methods: ['pix', 'boleto', 'card'],
        guarantee_days: 7,
        coupon_code: 'R3DEZ',
        coupon_percent_off: 10,
        highlights: [...(texts?.highlights ?? [])],
      },
    ],
  };
}

function immersion(producer: OfferProducer): ProductInput | null {
  const texts = demoOfferTexts[producer.vertical]?.immersion;
  if (!texts) return null;
  return {
    code: texts.code,
    name: texts.name,
    description: texts.description,
    areas: [],
    access_mode: 'days',
    access_days: 90,
    offers: [
      {
        name: 'Turma Hotmart',
        price_cents: 49_700,
        max_installments: 12,
        interest_free_installments: 1,
        monthly_interest_bp: 249,
        payment_methods: ['pix', 'boleto', 'card'],
        guarantee_days: 7,
        highlights: [...texts.highlights],
        channel: 'hotmart',
        external_checkout_url: `https://pay.hotmart.com/D${slugNumber(producer.slug).toString(36).toUpperCase()}X`,
        external_product_id: hotmartProductId(producer),
      },
    ],
  };
}

/** The trial's product: what freemium accesses name; not sold (no offer), it opens every area while it lasts. */
function trial(producer: OfferProducer): ProductInput {
  return {
    code: 'degustacao',
    name: `Degustação ${producer.nome}`,
    description:
      'Sete dias para conhecer a plataforma sem cobrança: as aulas introdutórias, o banco de questões, simulados, flashcards, casos clínicos e o planner.',
    // The whole platform for the trial's days (the demo's freemium journeys study flashcards and simulados).
    areas: ['questions', 'simulados', 'flashcards', 'clinical_cases', 'planner'],
    access_mode: 'days',
    access_days: 7,
    offers: [],
  };
}

/** A producer's demo products: the yearly plan, the R3 intensive (the locked course), the Hotmart immersion, the trial. */
export function demoProducts(producer: OfferProducer): ProductInput[] {
  const sold = immersion(producer);
  return [extensivo(producer), intensivo(producer), ...(sold ? [sold] : []), trial(producer)];
}
