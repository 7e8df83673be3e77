import { numberFormat } from '../../../lib/format/index.ts';

/** A price in centavos as reais ("R$ 35,90"; in English "R$35.90"). */
export function formatReais(cents: number, locale: string): string {
  return numberFormat(locale, { style: 'currency', currency: 'BRL' }).format(cents / 100);
}
