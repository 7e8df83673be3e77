import type { QuestionTrackSummary } from '@members/contract';
import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { buttonVariants } from '../../../../components/ui/button.tsx';
import { cn } from '../../../../components/ui/cn.ts';
import { ProgressBar } from '../../../../components/ui/progress-bar.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { trackLink } from './track-link.ts';

const order = { em_progresso: 0, nao_iniciado: 1, concluido: 2 } as const;
const actionKey = { em_progresso: 'continue', nao_iniciado: 'start', concluido: 'review' } as const;

function TrackCard({ track }: { track: QuestionTrackSummary }) {
  const { t } = useTranslation();
  const progress = t('questions.overview.trackProgress', {
    answered: track.answered,
    count: track.total,
    correct: track.correct,
  });
  return (
    <li
      className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm dark:border-gray-800 dark:bg-gray-900"
      data-testid="track-card"
    >
      <div className="flex flex-col gap-1">
        <p className="text-xs font-semibold tracking-wide text-gray-600 uppercase dark:text-gray-400">
          {t(`questions.track.status.${track.status}`)}
        </p>
        <h3 className="text-base font-semibold text-gray-900 dark:text-gray-50">{track.title}</h3>
        {track.description ? (
          <p className="line-clamp-2 text-sm text-gray-700 dark:text-gray-300">{track.description}</p>
        ) : null}
      </div>
      <ProgressBar
        value={track.total > 0 ? (track.answered / track.total) * 100 : 0}
        label={t('questions.overview.trackProgressLabel', { title: track.title })}
        valueText={progress}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-gray-700 dark:text-gray-300">{progress}</p>
        <Link
          {...trackLink(track)}
          aria-label={t(`questions.overview.trackAction.${actionKey[track.status]}Named`, { title: track.title })}
          className={cn(
            'inline-flex min-h-11 items-center gap-2 rounded-lg px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gray-900 dark:focus-visible:outline-white',
            buttonVariants[track.status === 'concluido' ? 'ghost' : 'primary'],
          )}
        >
          {t(`questions.overview.trackAction.${actionKey[track.status]}`)}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </li>
  );
}

/** The producer's question tracks, those in progress first, each with its progress and a way in. */
export function TrackList({ tracks }: { tracks: readonly QuestionTrackSummary[] }) {
  const { t } = useTranslation();
  const sorted = [...tracks].sort((a, b) => order[a.status] - order[b.status]);
  return (
    <section aria-labelledby="question-tracks" className="flex flex-col gap-3">
      <h2 id="question-tracks" className="text-lg font-semibold text-gray-900 dark:text-gray-50">
        {t('questions.overview.tracksTitle')}
      </h2>
      {sorted.length === 0 ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">{t('questions.overview.noTracks')}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {sorted.map((track) => (
            <TrackCard key={track.id} track={track} />
          ))}
        </ul>
      )}
    </section>
  );
}
