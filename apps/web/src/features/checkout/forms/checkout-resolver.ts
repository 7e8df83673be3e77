import type { GatewayPublicConfig } from '@members/contract';
import type { Resolver } from 'react-hook-form';
import type { output } from 'zod';
import type * as Schemas from './checkout-form-schemas.ts';

type SchemaModule = typeof Schemas;
export type CheckoutFormValues = {
  nome: string;
  email: string;
  cpf: string;
  telefone: string;
  method: string;
  installments: string;
  cardNumber: string;
  cardHolder: string;
  cardExpiry: string;
  cardCvv: string;
  /** The payer's address: asked only for a boleto with Mercado Pago. */
  cep: string;
  logradouro: string;
  numero: string;
  bairro: string;
  cidade: string;
  uf: string;
};
export type CheckoutFormOutput = output<SchemaModule['buyerFormSchema']>;

/** Mercado Pago's boleto needs the payer's address (the API refuses it without one); nothing else asks for it. */
export const needsPayerAddress = (gateway: GatewayPublicConfig['kind'], method: string) =>
  gateway === 'mercadopago' && method === 'boleto';

let loading: Promise<SchemaModule> | null = null;

function loadSchemas(): Promise<SchemaModule> {
  loading ??= import('./checkout-form-schemas.ts').catch((error: unknown) => {
    loading = null; // a failed chunk may load on the next try
    throw error;
  });
  return loading;
}

/**
 * The checkout form's resolver: zod loads on the first validation; the card's fields are checked only when
 * the card is the method, the address only for a boleto with Mercado Pago. Messages stay the contract's codes
 * (`field.cpf_invalid`); the fields translate them.
 */
export function checkoutResolver(
  gateway: GatewayPublicConfig['kind'],
): Resolver<CheckoutFormValues, unknown, CheckoutFormOutput> {
  return async (values, context, options) => {
    const schemas = await loadSchemas();
    const schema =
      values.method === 'card'
        ? schemas.cardFormSchema
        : needsPayerAddress(gateway, values.method)
          ? schemas.boletoAddressFormSchema
          : schemas.buyerFormSchema;
    // Both schemas give the same output shape (the card's fields are strings either way).
    const resolve = schemas.zodResolver(schema) as Resolver<CheckoutFormValues, unknown, CheckoutFormOutput>;
    return resolve(values, context, options);
  };
}

/** The checkUser screen's resolver (the e-mail alone). */
export function emailResolver(): Resolver<{ email: string }, unknown, { email: string }> {
  return async (values, context, options) => {
    const schemas = await loadSchemas();
    const resolve = schemas.zodResolver(schemas.emailFormSchema) as Resolver<
      { email: string },
      unknown,
      { email: string }
    >;
    return resolve(values, context, options);
  };
}
