import { randomBytes } from 'node:crypto';
import { cardFieldError } from './checkout.errors.ts';
import { cardToken, sandboxCard } from './gateways/sandbox-card.ts';

/** Whether MM/YY is this month or later (a card is valid through its month's last day). */
function expiryValid(expiry: string, now: Date): boolean {
  const [month = 0, year = 0] = expiry.split('/').map(Number);
  const lastValidMonth = (2000 + year) * 12 + (month - 1);
  return lastValidMonth >= now.getUTCFullYear() * 12 + now.getUTCMonth();
}

/**
 * POST /api/sandbox-gateway/card-tokens: what a gateway's card script does, for the sandbox. The number must pass
 * Luhn (422 field.card_number_invalid) and the card must not be expired (field.card_expiry_invalid); nothing is
 * stored: the token carries the sandbox's outcome, the brand and the last four digits.
 */
export function issueSandboxCardToken(input: { number: string; expiry: string }, now = new Date()) {
  const card = sandboxCard(input.number);
  if (!card) throw cardFieldError('number', 'field.card_number_invalid');
  if (!expiryValid(input.expiry, now)) throw cardFieldError('expiry', 'field.card_expiry_invalid');
  return { token: cardToken(card, randomBytes(8).toString('hex')), brand: card.brand, last4: card.last4 };
}
