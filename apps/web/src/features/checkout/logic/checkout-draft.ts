import type { PaymentMethod } from '@members/contract';

/**
 * What the buyer typed on an offer's checkout, kept in localStorage so a reload or a failed request loses
 * nothing; with the order once made (its PIX or boleto shows again after a reload). Never the card: its fields
 * are not part of a draft.
 */
export interface CheckoutDraft {
  nome: string;
  email: string;
  cpf: string;
  telefone: string;
  method: PaymentMethod | '';
  installments: string;
  coupon: string | null;
  orderId: string | null;
}

const storageKey = (offerUuid: string) => `checkout-draft:${offerUuid}`;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const nullableText = (value: unknown) => (typeof value === 'string' && value ? value : null);
const method = (value: unknown): CheckoutDraft['method'] =>
  value === 'pix' || value === 'boleto' || value === 'card' ? value : '';

/** The stored draft of this offer's checkout, or null (none, unreadable, or storage refused). */
export function readCheckoutDraft(offerUuid: string): CheckoutDraft | null {
  try {
    const raw = localStorage.getItem(storageKey(offerUuid));
    if (!raw) return null;
    const stored = JSON.parse(raw) as Record<string, unknown>;
    return {
      nome: text(stored.nome),
      email: text(stored.email),
      cpf: text(stored.cpf),
      telefone: text(stored.telefone),
      method: method(stored.method),
      installments: text(stored.installments),
      coupon: nullableText(stored.coupon),
      orderId: nullableText(stored.orderId),
    };
  } catch {
    return null;
  }
}

/** Stores the draft: only the fields named here, so card data can never be written even if passed along. */
export function saveCheckoutDraft(offerUuid: string, draft: CheckoutDraft): void {
  const { nome, email, cpf, telefone, method: chosen, installments, coupon, orderId } = draft;
  try {
    localStorage.setItem(
      storageKey(offerUuid),
      JSON.stringify({ nome, email, cpf, telefone, method: chosen, installments, coupon, orderId }),
    );
  } catch {
    // Storage full or refused (private mode): the form still works, it just will not survive a reload.
  }
}

export function forgetCheckoutDraft(offerUuid: string): void {
  try {
    localStorage.removeItem(storageKey(offerUuid));
  } catch {
    // Nothing stored to forget.
  }
}
