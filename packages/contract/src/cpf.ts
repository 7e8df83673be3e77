/** Only the 11 digits of a CPF, whatever the punctuation ("123.456.789-09" → "12345678909"). */
export function cpfDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * Whether a Brazilian CPF is valid: 11 digits, not all equal, and both check digits right (módulo 11).
 * Punctuation is ignored.
 */
export function isValidCpf(value: string): boolean {
  const digits = cpfDigits(value);
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const checkDigit = (length: number): number => {
    let sum = 0;
    for (let i = 0; i < length; i += 1) sum += Number(digits[i]) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return checkDigit(9) === Number(digits[9]) && checkDigit(10) === Number(digits[10]);
}
