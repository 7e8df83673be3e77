/**
 * Loaded on the checkout's first validation (never in a first paint): zod, the resolver and the contract's rules
 * for the buyer (CPF check digits, phone) and for a card as the sandbox's tokeniser checks it.
 */
import { buyerSchema, checkUserRequestSchema, paymentMethods, sandboxCardTokenRequestSchema } from '@members/contract';
import { z } from 'zod';

export { zodResolver } from '@hookform/resolvers/zod';

const card = sandboxCardTokenRequestSchema.shape;

const base = z.object({
  ...buyerSchema.shape,
  method: z.enum(paymentMethods, 'field.required'),
  installments: z.string().regex(/^\d{1,2}$/, 'field.invalid'),
  cardNumber: z.string(),
  cardHolder: z.string(),
  cardExpiry: z.string(),
  cardCvv: z.string(),
});

/** PIX and boleto: the buyer only. */
export const buyerFormSchema = base;

/** Card: the buyer and the card's fields. */
export const cardFormSchema = base.extend({
  cardNumber: card.number,
  cardHolder: card.holder,
  cardExpiry: card.expiry,
  cardCvv: card.cvv,
});

/** The checkUser screen: the e-mail alone. */
export const emailFormSchema = checkUserRequestSchema.pick({ email: true });
