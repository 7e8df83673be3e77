/** Stages of training offered by the sign-up form; the value is stored as is (Portuguese on the wire). */
export const periodOptions = [
  { value: '1º ano', key: '1' },
  { value: '2º ano', key: '2' },
  { value: '3º ano', key: '3' },
  { value: '4º ano', key: '4' },
  { value: '5º ano', key: '5' },
  { value: '6º ano', key: '6' },
  { value: 'Formado', key: 'formado' },
  { value: 'Residente', key: 'residente' },
] as const;

/** Residency exam years the contract accepts: last year to twelve years ahead. */
export function residencyYears(now = new Date()): string[] {
  const first = now.getFullYear() - 1;
  return Array.from({ length: 14 }, (_, index) => String(first + index));
}
