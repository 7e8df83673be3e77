/** As-you-type masks of the sign-up and profile forms (the contract strips the punctuation again). */
const digitsOf = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** "12345678909" → "123.456.789-09" (partial input stays partial: "1234" → "123.4"). */
export function formatCpf(value: string): string {
  const d = digitsOf(value, 11);
  const parts = [d.slice(0, 3), d.slice(3, 6), d.slice(6, 9)].filter(Boolean).join('.');
  return d.length > 9 ? `${parts}-${d.slice(9)}` : parts;
}

/** Brazilian phone with area code: "(11) 91234-5678" (mobile) or "(11) 3123-4567" (landline); +55 dropped. */
export function formatPhone(value: string): string {
  const all = value.replace(/\D/g, '');
  const d = (all.length > 11 && all.startsWith('55') ? all.slice(2) : all).slice(0, 11);
  if (d.length === 0) return '';
  if (d.length <= 2) return `(${d}`;
  const local = d.slice(2);
  const split = d.length === 11 ? 5 : 4;
  return local.length <= split
    ? `(${d.slice(0, 2)}) ${local}`
    : `(${d.slice(0, 2)}) ${local.slice(0, split)}-${local.slice(split)}`;
}
