import { format, isValid } from 'date-fns';
import { enUS, ptBR } from 'date-fns/locale';
import { useTranslation } from '../../lib/i18n/index.ts';

/** Numeric (`P`: 29/11/2026, 11/29/2026) or long (`PPP`: 29 de novembro de 2026) dates in the interface language. */
export function useDateFormat(): (iso: string, pattern?: 'P' | 'PPP') => string {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage === 'en' ? enUS : ptBR;
  return (iso, pattern = 'P') => {
    const date = new Date(iso);
    return isValid(date) ? format(date, pattern, { locale }) : iso;
  };
}
