import { isApiError } from '../../../lib/api/api-error.ts';
import type { CheckoutFormValues } from './checkout-resolver.ts';

/** Where a 422's field path (the order's `buyer.cpf`, the card tokeniser's `number`) shows on the form. */
const fieldOfPath: Record<string, keyof CheckoutFormValues> = {
  'buyer.nome': 'nome',
  'buyer.email': 'email',
  'buyer.cpf': 'cpf',
  'buyer.telefone': 'telefone',
  method: 'method',
  installments: 'installments',
  number: 'cardNumber',
  holder: 'cardHolder',
  expiry: 'cardExpiry',
  cvv: 'cardCvv',
  'buyer.endereco.cep': 'cep',
  'buyer.endereco.logradouro': 'logradouro',
  'buyer.endereco.numero': 'numero',
  'buyer.endereco.bairro': 'bairro',
  'buyer.endereco.cidade': 'cidade',
  'buyer.endereco.uf': 'uf',
};

/** The field errors of a failed call, placed on the form's fields; empty when none has a field here. */
export function checkoutFieldErrors(error: unknown): { field: keyof CheckoutFormValues; message: string }[] {
  if (!isApiError(error)) return [];
  return (error.fields ?? []).flatMap(({ path, message }) => {
    const field = fieldOfPath[path];
    return field ? [{ field, message }] : [];
  });
}
