import type { SimuladoResult } from '@members/contract';
import { Award, Clock, Timer, TrendingUp } from 'lucide-react';
import { cn } from '../../../../components/ui/cn.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { formatDuration, formatPercent, intlLocale } from '../../logic/format.ts';

function Stat({
  icon: Icon,
  label,
  value,
  className,
}: {
  icon: typeof Clock;
  label: string;
  value: string;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col gap-0.5 rounded-lg bg-gray-50 p-3 dark:bg-gray-800/60', className)}>
      <dt className="flex items-center gap-1.5 text-xs font-medium text-gray-600 dark:text-gray-300">
        <Icon aria-hidden="true" className="size-4 shrink-0" />
        {label}
      </dt>
      <dd className="font-semibold text-gray-900 dark:text-gray-50">{value}</dd>
    </div>
  );
}

/** The score (big), correct of total, time used, position among the takers and percentile. */
export function ScoreSummary({ result, endedByTime }: { result: SimuladoResult; endedByTime: boolean }) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.resolvedLanguage);
  return (
    <section
      aria-labelledby="result-score"
      className="flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-4 sm:p-6 dark:border-gray-800 dark:bg-gray-900"
    >
      <h2 id="result-score" className="sr-only">
        {t('simulados.result.scoreHeading')}
      </h2>
      <div className="flex flex-wrap items-end gap-x-4 gap-y-1">
        <p className="flex flex-col">
          <span className="text-sm font-medium text-gray-600 dark:text-gray-300">
            {t('simulados.result.yourScore')}
          </span>
          <span
            className="text-5xl font-bold tracking-tight text-gray-900 tabular-nums dark:text-gray-50"
            data-testid="result-score"
          >
            {formatPercent(result.score, locale)}
          </span>
        </p>
        <p className="pb-1 text-gray-800 dark:text-gray-100">
          {t('simulados.result.correctOf', { correct: result.correct, total: result.total })}
          <span className="text-gray-600 dark:text-gray-300">
            {' '}
            · {t('simulados.result.answered', { count: result.answered })}
          </span>
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        <Stat
          icon={Award}
          label={t('simulados.result.position')}
          value={t('simulados.result.positionOf', { position: result.position, count: result.takers })}
        />
        <Stat icon={Clock} label={t('simulados.result.timeUsed')} value={formatDuration(result.time_used_seconds)} />
        <Stat
          icon={TrendingUp}
          label={t('simulados.result.percentile')}
          value={
            result.takers > 1
              ? t('simulados.result.betterThan', { percent: formatPercent(result.percentile, locale) })
              : t('simulados.result.onlyTaker')
          }
          className="max-sm:col-span-2"
        />
      </dl>
      {result.submitted_automatically || endedByTime ? (
        <p className="flex items-center gap-2 text-sm text-gray-700 dark:text-gray-200">
          <Timer aria-hidden="true" className="size-4 shrink-0" />
          {t('simulados.result.submittedAutomatically')}
        </p>
      ) : null}
    </section>
  );
}
