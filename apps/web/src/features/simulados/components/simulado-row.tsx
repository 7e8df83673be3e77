import type { SimuladoSummary } from '@members/contract';
import { Link } from '@tanstack/react-router';
import { CalendarClock, CheckCircle2, Clock, Lock, PlayCircle } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { formatDateTime, formatDuration, formatPercent, intlLocale } from '../logic/format.ts';
import { useNow } from '../hooks/use-now.ts';

const linkButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gray-900 dark:focus-visible:outline-white';
const primary = `${linkButton} bg-(--brand-primary) text-(--brand-primary-foreground) hover:brightness-95`;
const secondary = `${linkButton} border border-gray-300 text-gray-900 hover:bg-gray-100 dark:border-gray-700 dark:text-gray-50 dark:hover:bg-gray-800`;

/** What the row says about the learner's situation, and its action. */
function RowStatus({ simulado }: { simulado: SimuladoSummary }) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.resolvedLanguage);
  const now = useNow(30_000);
  const id = String(simulado.id);
  const attempt = simulado.attempt;
  if (attempt?.status === 'in_progress') {
    const left = Math.max(0, (Date.parse(attempt.deadline) - now) / 1000);
    return (
      <>
        <p className="flex items-center gap-1.5 text-sm font-medium text-gray-800 dark:text-gray-100">
          <Clock aria-hidden="true" className="size-4" />
          {t('simulados.panel.inProgress', { time: formatDuration(left) })}
        </p>
        <Link to="/questoes/simulado/$id" params={{ id }} className={primary}>
          <PlayCircle aria-hidden="true" className="size-4" />
          {t('simulados.continue')}
        </Link>
      </>
    );
  }
  if (attempt?.status === 'submitted') {
    return (
      <>
        <p className="flex items-center gap-1.5 text-sm font-medium text-gray-800 dark:text-gray-100">
          <CheckCircle2 aria-hidden="true" className="size-4" />
          {attempt.score === null
            ? t('simulados.panel.submitted')
            : t('simulados.panel.score', { score: formatPercent(attempt.score, locale) })}
        </p>
        {simulado.state === 'closed' ? null : (
          <p className="flex items-center gap-1.5 text-sm text-gray-700 dark:text-gray-200">
            <CalendarClock aria-hidden="true" className="size-4" />
            {t('simulados.panel.keyOn', { date: formatDateTime(simulado.closes_at, locale) })}
          </p>
        )}
        <Link to="/questoes/simulado/detalhes/$id" params={{ id }} className={secondary}>
          {t('simulados.panel.seeResult')}
        </Link>
      </>
    );
  }
  if (simulado.state === 'upcoming') {
    return (
      <p className="flex items-center gap-1.5 text-sm text-gray-700 dark:text-gray-200">
        <CalendarClock aria-hidden="true" className="size-4" />
        {t('simulados.panel.opensAt', { date: formatDateTime(simulado.opens_at, locale) })}
      </p>
    );
  }
  if (simulado.state === 'closed') {
    return (
      <p className="flex items-center gap-1.5 text-sm text-gray-700 dark:text-gray-200">
        <Lock aria-hidden="true" className="size-4" />
        {t('simulados.panel.closedWithout')}
      </p>
    );
  }
  return (
    <>
      <p className="flex items-center gap-1.5 text-sm text-gray-700 dark:text-gray-200">
        <CalendarClock aria-hidden="true" className="size-4" />
        {t('simulados.panel.closesAt', { date: formatDateTime(simulado.closes_at, locale) })}
      </p>
      <Link to="/questoes/simulado/detalhes/$id" params={{ id }} className={primary}>
        <PlayCircle aria-hidden="true" className="size-4" />
        {t('simulados.start')}
      </Link>
    </>
  );
}

/** One simulado of the overview: title (to its details), size and time, and the learner's next step. */
export function SimuladoRow({ simulado }: { simulado: SimuladoSummary }) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-gray-900">
      <Link
        to="/questoes/simulado/detalhes/$id"
        params={{ id: String(simulado.id) }}
        className="self-start rounded text-base font-semibold text-gray-900 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gray-900 dark:text-gray-50 dark:focus-visible:outline-white"
      >
        {simulado.title}
      </Link>
      <p className="text-sm text-gray-600 dark:text-gray-300">
        {t('simulados.questionsAndTime', {
          count: simulado.question_count,
          time: formatDuration(simulado.time_limit_minutes * 60),
        })}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <RowStatus simulado={simulado} />
      </div>
    </li>
  );
}
