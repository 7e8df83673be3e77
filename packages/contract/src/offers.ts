import { z } from 'zod';
import { cpfField, emailField, personNameField, whatsappField } from './account-fields.ts';
import { buyerAddressSchema } from './buyer-address.ts';
import {
  maxInstallments,
  orderStatuses,
  paymentMethods,
  productAreas,
  saleChannels,
  subscriptionPeriods,
} from './offer-constants.ts';

/**
 * Offers, checkout and purchases (issue 17). Everything under /api/offers and /api/checkout is public: the
 * producer is the site's (host → vertical, Origin → producer), a session is optional (a signed-in buyer's order is
 * theirs). Another producer's product, offer or order answers 404 like one that does not exist. Money is integer
 * centavos, BRL.
 */

/**
 * @public The module's catalog of codes, read by people adding one (ARCHITECTURE.md, recipe: add an error code).
 */
export const offerErrorCodes = [
  'offers.product_not_found',
  'offers.offer_not_found',
  'offers.coupon_invalid',
  'offers.sold_elsewhere',
  'checkout.order_not_found',
  'checkout.method_not_accepted',
  'checkout.installments_invalid',
  'checkout.card_token_required',
  'checkout.card_token_invalid',
  'checkout.card_method_required',
  'checkout.already_paid',
  'checkout.not_retryable',
  'checkout.gateway_unavailable',
  'checkout.signed_in_elsewhere',
  'webhooks.provider_unknown',
  'webhooks.signature_invalid',
  'webhooks.payload_invalid',
] as const;
export type OfferErrorCode = (typeof offerErrorCodes)[number];

/** Why a card payment was refused (the gateway's reason, mapped); the web app explains each in plain Portuguese. */
export const cardRefusalReasons = [
  'card_declined',
  'insufficient_funds',
  'invalid_security_code',
  'expired_card',
  'high_risk',
  'other',
] as const;
export type CardRefusalReason = (typeof cardRefusalReasons)[number];

const centavos = z.number().int().nonnegative();
const uuidParam = z.uuid('field.invalid');

const accessLengthSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('days'), days: z.number().int().positive() }),
  z.object({ kind: z.literal('lifetime') }),
  z.object({ kind: z.literal('subscription') }),
]);

/** What a sale unlocks. */
export const productSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** The courses it opens (by their product codes). */
  courses: z.array(z.object({ uuid: z.string(), name: z.string() })),
  areas: z.array(z.enum(productAreas)),
  access: accessLengthSchema,
});

const installmentOptionSchema = z.object({
  count: z.number().int().min(1).max(maxInstallments),
  installment_cents: centavos,
  total_cents: centavos,
  interest_free: z.boolean(),
});

/** How the checkout page pays: the built-in sandbox or Mercado Pago (its public key for its card script). */
export const gatewayPublicConfigSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('sandbox') }),
  z.object({ kind: z.literal('mercadopago'), public_key: z.string() }),
]);
export type GatewayPublicConfig = z.infer<typeof gatewayPublicConfigSchema>;

export const offerSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  product_id: z.string(),
  /** The list price; `price_cents` is after the coupon when one was applied. */
  list_price_cents: centavos,
  price_cents: centavos,
  coupon_applied: z.string().nullable(),
  installments: z.array(installmentOptionSchema),
  payment_methods: z.array(z.enum(paymentMethods)),
  guarantee_days: z.number().int().nonnegative(),
  subscription_period: z.enum(subscriptionPeriods).nullable(),
  /** Short selling points, in the producer's words. */
  highlights: z.array(z.string()),
  /** `here`: our checkout; otherwise the platform's checkout URL. */
  sale: z.discriminatedUnion('channel', [
    z.object({ channel: z.literal('here') }),
    z.object({
      channel: z.enum(saleChannels.filter((c) => c !== 'here') as ['hotmart', 'kiwify', 'eduzz']),
      checkout_url: z.string(),
    }),
  ]),
});
export type Offer = z.infer<typeof offerSchema>;

/** GET /api/offers/products/:productId: a product and its offers (the /page/offers/{id} page). */
export const productOffersResponseSchema = z.object({ product: productSchema, offers: z.array(offerSchema) });
export type ProductOffersResponse = z.infer<typeof productOffersResponseSchema>;

/** GET /api/offers/:uuid?coupon=: one offer for checkUser and checkout, with its product and how to pay. */
export const offerDetailResponseSchema = z.object({
  offer: offerSchema,
  product: productSchema,
  gateway: gatewayPublicConfigSchema,
});
export type OfferDetailResponse = z.infer<typeof offerDetailResponseSchema>;
export const offerParamsSchema = z.object({ uuid: uuidParam });
export const productParamsSchema = z.object({ productId: uuidParam });
export const offerQuerySchema = z.object({ coupon: z.string().trim().max(40, 'field.too_long').optional() });

/**
 * POST /api/checkout/check-user: the e-mail first. The answer is the same whether an account exists or not (no
 * enumeration); an existing account is e-mailed a sign-in link that comes back to the checkout.
 */
export const checkUserRequestSchema = z.object({ email: emailField, offer_uuid: uuidParam });
export const checkUserResponseSchema = z.object({ email: z.string() });

export const buyerSchema = z.object({
  nome: personNameField,
  email: emailField,
  cpf: cpfField,
  telefone: whatsappField,
  /** Required only for a boleto with Mercado Pago (the API answers 422 with buyer.endereco.* without it). */
  endereco: buyerAddressSchema.optional(),
});

/** POST /api/checkout/orders: a purchase. The same `idempotency_key` answers the same order (a double click pays once). */
export const createOrderRequestSchema = z.object({
  offer_uuid: uuidParam,
  buyer: buyerSchema,
  method: z.enum(paymentMethods, 'field.invalid'),
  installments: z
    .number('field.invalid')
    .int('field.invalid')
    .min(1, 'field.invalid')
    .max(maxInstallments, 'field.invalid'),
  /** The gateway script's token of the card; card numbers never reach this API. */
  card_token: z.string().trim().min(1).max(200).optional(),
  /** Mercado Pago: the card's payment method (`visa`, `master` ...) and issuer, as MercadoPago.js found them. */
  card_payment_method_id: z
    .string()
    .trim()
    .max(40, 'field.too_long')
    .regex(/^[a-z_]+$/, 'field.invalid')
    .optional(),
  card_issuer_id: z
    .string()
    .trim()
    .regex(/^\d{1,20}$/, 'field.invalid')
    .optional(),
  coupon: z.string().trim().max(40, 'field.too_long').optional(),
  idempotency_key: uuidParam,
});
export type CreateOrderRequest = z.input<typeof createOrderRequestSchema>;

/**
 * POST /api/checkout/orders/:id/payments: another try after a refused card or an expired PIX / boleto. A boleto
 * with Mercado Pago takes `buyer.endereco`, or the address the order's last payment was given.
 */
export const retryPaymentRequestSchema = createOrderRequestSchema
  .pick({
    method: true,
    installments: true,
    card_token: true,
    card_payment_method_id: true,
    card_issuer_id: true,
    idempotency_key: true,
  })
  .extend({ buyer: buyerSchema.pick({ endereco: true }).optional() });
export const orderParamsSchema = z.object({ id: uuidParam });

const paymentViewSchema = z.object({
  id: z.string(),
  method: z.enum(paymentMethods),
  status: z.enum(orderStatuses),
  installments: z.number().int(),
  amount_cents: centavos,
  pix: z.object({ copy_paste: z.string(), qr_code_svg: z.string(), expires_at: z.string() }).nullable(),
  boleto: z.object({ digitable_line: z.string(), pdf_url: z.string(), expires_at: z.string() }).nullable(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  refusal_reason: z.enum(cardRefusalReasons).nullable(),
});

/** An order as its buyer sees it (checkout and its polling). */
export const orderViewSchema = z.object({
  id: z.string(),
  status: z.enum(orderStatuses),
  offer_uuid: z.string(),
  offer_name: z.string(),
  product_name: z.string(),
  amount_cents: centavos,
  created_at: z.string(),
  payment: paymentViewSchema,
  history: z.array(z.object({ status: z.enum(orderStatuses), at: z.string() })),
  /**
   * Once paid: where the buyer goes. `course`: a signed-in buyer opens the unlocked course; `check_email`: the
   * first-access (or sign-in) link went to the buyer's e-mail.
   */
  after_payment: z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('course'), course_uuid: z.string().nullable() }),
      z.object({ kind: z.literal('check_email'), email: z.string() }),
    ])
    .nullable(),
});
export type OrderView = z.infer<typeof orderViewSchema>;

/** POST /api/sandbox-gateway/card-tokens: the sandbox's stand-in for a gateway's card script (stores nothing). */
export const sandboxCardTokenRequestSchema = z.object({
  number: z
    .string()
    .trim()
    .regex(/^[\d ]{12,23}$/, 'field.card_number_invalid'),
  holder: personNameField,
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'field.card_expiry_invalid'),
  cvv: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, 'field.card_cvv_invalid'),
});
export const sandboxCardTokenResponseSchema = z.object({ token: z.string(), brand: z.string(), last4: z.string() });

/**
 * POST /api/webhooks/:provider/:producer: a platform's call (raw body, checked against the producer's secret).
 * Both are plain strings: an unknown provider or producer answers 404, never 422.
 */
export const webhookParamsSchema = z.object({ provider: z.string().max(40), producer: z.string().max(64) });
/** Answered to every accepted call, a replayed one too; the work runs on the job queue. */
export const webhookReceivedResponseSchema = z.object({ received: z.literal(true) });
