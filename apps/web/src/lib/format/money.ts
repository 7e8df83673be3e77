import { useTranslation } from '../i18n/index.ts';
import { numberFormat } from './intl-formats.ts';

/**
 * An amount in centavos as the locale writes reais: pt-BR "R$ 1.999,90", en "R$1,999.90". Integer centavos in,
 * divided only here, for display (never stored or sent back).
 */
export function formatCents(cents: number, locale: string): string {
  return numberFormat(locale, { style: 'currency', currency: 'BRL' }).format(cents / 100);
}

/** `formatCents` in the interface language (en-US or pt-BR). */
export function useMoneyFormat(): (cents: number) => string {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage === 'en' ? 'en-US' : 'pt-BR';
  return (cents) => formatCents(cents, locale);
}
