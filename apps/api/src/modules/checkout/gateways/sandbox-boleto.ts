/**
 * A boleto's 47-digit digitable line (linha digitável) as FEBRABAN lays it out, for the sandbox: bank "000" (no bank),
 * currency 9, a free field of the payment's digits, the due-date factor and the amount, with the mod-10 digit of
 * each of the first three fields and the barcode's mod-11 digit, so any validator accepts it.
 */

/** FEBRABAN's mod 10: weights 2, 1, 2 ... from the right, the digits of each product summed. */
export function mod10(digits: string): number {
  let sum = 0;
  [...digits].reverse().forEach((char, index) => {
    const product = Number(char) * (index % 2 === 0 ? 2 : 1);
    sum += Math.floor(product / 10) + (product % 10);
  });
  return (10 - (sum % 10)) % 10;
}

/** The barcode's mod 11: weights 2 to 9 from the right; 0, 10 and 11 become 1. */
export function mod11(digits: string): number {
  let sum = 0;
  [...digits].reverse().forEach((char, index) => {
    sum += Number(char) * ((index % 8) + 2);
  });
  const digit = 11 - (sum % 11);
  return digit === 0 || digit >= 10 ? 1 : digit;
}

const factorBase = Date.UTC(1997, 9, 7);

/** Days from 1997-10-07 to the due date; from 10,000 on it starts again at 1,000 (FEBRABAN, 2025). */
export function dueFactor(due: Date): string {
  const days = Math.floor((due.getTime() - factorBase) / 86_400_000);
  const factor = days > 9999 ? ((days - 10_000) % 9000) + 1000 : days;
  return String(factor).padStart(4, '0');
}

export function boletoDigitableLine(input: { amountCents: number; due: Date; reference: string }): string {
  const free = (input.reference.replace(/\D/g, '') + '0'.repeat(25)).slice(0, 25);
  const amount = String(Math.min(input.amountCents, 9_999_999_999)).padStart(10, '0');
  const head = '0009';
  const tail = dueFactor(input.due) + amount;
  const barcodeDigit = mod11(head + tail + free);
  const first = head + free.slice(0, 5);
  const second = free.slice(5, 15);
  const third = free.slice(15, 25);
  return `${first}${mod10(first)}${second}${mod10(second)}${third}${mod10(third)}${barcodeDigit}${tail}`;
}
