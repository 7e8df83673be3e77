/**
 * Loaded on the checkout's first validation (never in a first paint): zod, the resolver and the contract's rules
 * for the buyer (CPF check digits, phone) and for a card as the sandbox's tokeniser checks it.
 */
import {
  buyerAddressSchema,
  buyerSchema,
  checkUserRequestSchema,
  paymentMethods,
  sandboxCardTokenRequestSchema,
} from '@members/contract';
import { z } from 'zod';

export { zodResolver } from '@hookform/resolvers/zod';

const card = sandboxCardTokenRequestSchema.shape;

const address = buyerAddressSchema.shape;

const base = z.object({
  ...buyerSchema.omit({ endereco: true }).shape,
  method: z.enum(paymentMethods, 'field.required'),
  installments: z.string().regex(/^\d{1,2}$/, 'field.invalid'),
  cardNumber: z.string(),
  cardHolder: z.string(),
  cardExpiry: z.string(),
  cardCvv: z.string(),
  cep: z.string(),
  logradouro: z.string(),
  numero: z.string(),
  bairro: z.string(),
  cidade: z.string(),
  uf: z.string(),
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

/** Boleto with Mercado Pago: the buyer and the payer's address (the contract's rules: CEP, the 27 UFs). */
export const boletoAddressFormSchema = base.extend({
  cep: address.cep,
  logradouro: address.logradouro,
  numero: address.numero,
  bairro: address.bairro,
  cidade: address.cidade,
  uf: address.uf,
});

/** The checkUser screen: the e-mail alone. */
export const emailFormSchema = checkUserRequestSchema.pick({ email: true });
