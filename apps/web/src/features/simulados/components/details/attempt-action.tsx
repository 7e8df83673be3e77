import type { SimuladoDetail } from '@members/contract';
import { Link, useNavigate } from '@tanstack/react-router';
import { CalendarClock, Clock, Lock, PlayCircle } from 'lucide-react';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { useNow } from '../../hooks/use-now.ts';
import { detailsView } from '../../logic/details-view.ts';
import { formatDateTime, formatDuration, intlLocale } from '../../logic/format.ts';
import { StartDialog } from '../exam/start-dialog.tsx';

const primaryLink =
  'inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg bg-(--brand-primary) px-4 py-2 text-sm font-semibold text-(--brand-primary-foreground) hover:brightness-95 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gray-900 sm:w-auto dark:focus-visible:outline-white';
const quietLink =
  'text-sm font-medium text-gray-700 underline underline-offset-2 hover:text-gray-900 dark:text-gray-200 dark:hover:text-white';

function Note({ icon: Icon, children }: { icon: typeof Clock; children: React.ReactNode }) {
  return (
    <p className="flex items-start gap-2 text-gray-800 dark:text-gray-100">
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

/** The learner's next step before the result: start (confirmed), continue with the time left, or why not. */
export function AttemptAction({ simulado }: { simulado: SimuladoDetail }) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.resolvedLanguage);
  const navigate = useNavigate();
  const now = useNow(15_000);
  const id = String(simulado.id);
  const view = detailsView(simulado);
  let body: React.ReactNode;
  if (view === 'in_progress' && simulado.attempt) {
    const left = Math.max(0, (Date.parse(simulado.attempt.deadline) - now) / 1000);
    body = (
      <>
        <Note icon={Clock}>{t('simulados.details.inProgress', { time: formatDuration(left) })}</Note>
        <div className="flex flex-wrap items-center gap-4">
          <Link to="/questoes/simulado/$id" params={{ id }} className={primaryLink}>
            <PlayCircle aria-hidden="true" className="size-5" />
            {t('simulados.continue')}
          </Link>
          <Link to="/questoes/simulado_old/$id" params={{ id }} className={quietLink}>
            {t('simulados.details.classicLayout')}
          </Link>
        </div>
      </>
    );
  } else if (view === 'start') {
    body = (
      <>
        <Note icon={Clock}>
          {t('simulados.details.startHint', { time: formatDuration(simulado.time_limit_minutes * 60) })}
        </Note>
        <StartDialog
          simuladoId={simulado.id}
          timeLimitMinutes={simulado.time_limit_minutes}
          questionCount={simulado.question_count}
          onStarted={() => void navigate({ to: '/questoes/simulado/$id', params: { id } })}
        />
      </>
    );
  } else if (view === 'upcoming') {
    body = (
      <Note icon={CalendarClock}>
        {t('simulados.details.upcoming', { date: formatDateTime(simulado.opens_at, locale) })}
      </Note>
    );
  } else {
    body = (
      <Note icon={Lock}>{t('simulados.details.closed', { date: formatDateTime(simulado.closes_at, locale) })}</Note>
    );
  }
  return (
    <section
      aria-label={t('simulados.details.actionLabel')}
      className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-gray-900"
    >
      {body}
    </section>
  );
}
