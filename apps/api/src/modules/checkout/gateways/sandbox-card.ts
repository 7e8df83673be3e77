import type { CardRefusalReason } from '@members/contract';

/**
 * The sandbox's test cards (the way real gateways document theirs): 4111 1111 1111 1111 pays, 4000 0000 0000 0002
 * is refused by the issuer, 4000 0000 0000 9995 for insufficient funds; any other number with a valid Luhn digit
 * pays. The token carries the outcome, so the sandbox stores nothing.
 */
const refusals: Record<string, CardRefusalReason> = {
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
};

type CardOutcome = 'pay' | CardRefusalReason;

export interface SandboxCard {
  outcome: CardOutcome;
  brand: string;
  last4: string;
}

/** The Luhn (mod 10) check every card number carries. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(4011|4312|4389|4514|4576|5041|5066|5067|509|6277|6362|6363|650|6516|6550)/.test(digits)) return 'elo';
  if (/^(38|60)/.test(digits)) return 'hipercard';
  return 'other';
}

/** The card a number stands for in the sandbox; null when its Luhn digit is wrong. */
export function sandboxCard(number: string): SandboxCard | null {
  const digits = number.replace(/\D/g, '');
  if (!luhnValid(digits)) return null;
  return { outcome: refusals[digits] ?? 'pay', brand: cardBrand(digits), last4: digits.slice(-4) };
}

const tokenPattern = /^sbx_card\.([a-z_]+)\.([a-z]+)\.(\d{4})\.[0-9a-f]{16}$/;
const outcomes = new Set<string>(['pay', 'card_declined', 'insufficient_funds']);

/** A one-off token of the card (the outcome, brand and last digits, and a random part). */
export function cardToken(card: SandboxCard, nonce: string): string {
  return `sbx_card.${card.outcome}.${card.brand}.${card.last4}.${nonce}`;
}

/** The card a sandbox token stands for; null when the token is not one of the sandbox's. */
export function readCardToken(token: string): SandboxCard | null {
  const match = tokenPattern.exec(token);
  if (!match || !outcomes.has(match[1] ?? '')) return null;
  return { outcome: match[1] as CardOutcome, brand: match[2] ?? 'other', last4: match[3] ?? '0000' };
}
