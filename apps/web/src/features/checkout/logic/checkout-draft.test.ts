import { afterEach, describe, expect, it } from 'vitest';
import { forgetCheckoutDraft, readCheckoutDraft, saveCheckoutDraft, type CheckoutDraft } from './checkout-draft.ts';

const uuid = '5b1f2c7e-9d7a-4e0b-8c55-0f5e4b6a1d23';
const draft: CheckoutDraft = {
  nome: 'Ana Souza',
  email: 'ana@exemplo.com',
  cpf: '529.982.247-25',
  telefone: '(11) 91234-5678',
  method: 'card',
  installments: '12',
  coupon: 'R1MED',
  orderId: null,
};

describe('checkout draft', () => {
  afterEach(() => localStorage.clear());

  it('keeps what the buyer typed per offer, and reads it back', () => {
    saveCheckoutDraft(uuid, draft);
    expect(readCheckoutDraft(uuid)).toEqual(draft);
    expect(readCheckoutDraft('another-offer')).toBeNull();
    forgetCheckoutDraft(uuid);
    expect(readCheckoutDraft(uuid)).toBeNull();
  });

  it('never stores card data, even when it is passed along', () => {
    const withCard = { ...draft, cardNumber: '4111 1111 1111 1111', cardCvv: '123', cardExpiry: '11/30' };
    saveCheckoutDraft(uuid, withCard);
    const stored = localStorage.getItem(`checkout-draft:${uuid}`) ?? '';
    expect(stored).not.toContain('4111');
    expect(stored).not.toContain('123"');
    expect(stored).not.toContain('11/30');
  });

  it('an unreadable draft is no draft', () => {
    localStorage.setItem(`checkout-draft:${uuid}`, '{not json');
    expect(readCheckoutDraft(uuid)).toBeNull();
    localStorage.setItem(`checkout-draft:${uuid}`, JSON.stringify({ method: 'bitcoin', nome: 3 }));
    expect(readCheckoutDraft(uuid)).toMatchObject({ method: '', nome: '' });
  });
});
