/** What the buyer types for a card: it goes to the gateway's script (or the sandbox's stand-in), never to /api/checkout. */
export interface CardInput {
  number: string;
  holder: string;
  /** MM/AA */
  expiry: string;
  cvv: string;
  /** The buyer's CPF (digits): Mercado Pago ties the token to the holder's document. */
  cpf: string;
}

/**
 * What the tokeniser gives the order: the token and, from Mercado Pago's script, the card's payment method
 * (`visa`, `master` ...) and issuer, which its Payments API needs with the token. The sandbox gives the token only.
 */
export interface CardTokenResult {
  token: string;
  paymentMethodId?: string;
  issuerId?: string;
}
