import type { SimuladoDetail } from '@members/contract';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { formatDateTime, formatDuration, intlLocale } from '../../logic/format.ts';

/** The simulado's numbers: questions, time limit, window (Brasília time), takers so far. */
export function SimuladoFacts({ simulado }: { simulado: SimuladoDetail }) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.resolvedLanguage);
  const facts: [string, string][] = [
    [t('simulados.details.questions'), String(simulado.question_count)],
    [t('simulados.details.timeLimit'), formatDuration(simulado.time_limit_minutes * 60)],
    [t('simulados.details.opensAt'), formatDateTime(simulado.opens_at, locale)],
    [t('simulados.details.closesAt'), formatDateTime(simulado.closes_at, locale)],
    [t('simulados.details.takers'), String(simulado.takers)],
  ];
  return (
    <div className="flex flex-col gap-2">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {facts.map(([term, value]) => (
          <div key={term} className="flex flex-col gap-0.5 rounded-lg bg-gray-50 p-3 dark:bg-gray-900">
            <dt className="text-xs font-medium text-gray-600 dark:text-gray-300">{term}</dt>
            <dd className="text-base font-semibold text-gray-900 dark:text-gray-50">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-gray-600 dark:text-gray-300">{t('simulados.details.timeZone')}</p>
    </div>
  );
}
