import type { OfferDetailResponse, User } from '@members/contract';
import type { SelectedOffer } from '../../../lib/session/session-store.ts';
import type { CheckoutFormValues } from '../forms/checkout-resolver.ts';
import type { CheckoutDraft } from '../logic/checkout-draft.ts';
import { maskCpf, maskPhone } from '../logic/input-masks.ts';

/**
 * The form's first values: the stored draft (a reload), else what is known of the buyer (the signed-in learner's
 * profile, the e-mail of checkUser); the signed-in learner's e-mail always. Card fields always start empty.
 */
export function checkoutDefaults(
  offer: OfferDetailResponse['offer'],
  draft: CheckoutDraft | null,
  user: User | null,
  selected: SelectedOffer | null,
): CheckoutFormValues {
  const methods: readonly string[] = offer.payment_methods;
  const method = draft?.method && methods.includes(draft.method) ? draft.method : (offer.payment_methods[0] ?? '');
  return {
    nome: draft?.nome || user?.nome || '',
    email: user?.email ?? (draft?.email || selected?.email || ''),
    cpf: draft?.cpf || maskCpf(user?.documento ?? ''),
    telefone: draft?.telefone || maskPhone(user?.whatsapp ?? ''),
    method,
    installments: draft?.installments || '1',
    cardNumber: '',
    cardHolder: '',
    cardExpiry: '',
    cardCvv: '',
    cep: '',
    logradouro: '',
    numero: '',
    bairro: '',
    cidade: '',
    uf: '',
  };
}
