import type { DecksResponse } from '@members/contract';
import { ProgressBar } from '../../../../components/ui/progress-bar.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { AppLink } from './app-link.tsx';
import { StudyLink } from './study-link.tsx';

type Track = DecksResponse['tracks'][number];

const order = { em_progresso: 0, nao_iniciado: 1, concluido: 2 } as const;

function TrackCard({ track }: { track: Track }) {
  const { t } = useTranslation();
  return (
    <li
      className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm dark:border-gray-800 dark:bg-gray-900"
      data-testid="flashcard-track-card"
    >
      <div className="flex flex-col gap-1">
        <p className="text-xs font-semibold tracking-wide text-gray-600 uppercase dark:text-gray-400">
          {t(`flashcards.home.tracks.status.${track.status}`)}
        </p>
        <h3 className="text-base font-semibold text-gray-900 dark:text-gray-50">{track.title}</h3>
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {track.course} ·{' '}
          <AppLink
            href={track.lesson.link}
            className="underline underline-offset-2 hover:text-gray-900 dark:hover:text-gray-50"
          >
            {t('flashcards.home.tracks.lesson', { title: track.lesson.title })}
          </AppLink>
        </p>
      </div>
      <ProgressBar
        value={track.percentage}
        label={t('flashcards.home.tracks.progressLabel', { title: track.title })}
        valueText={t('flashcards.home.tracks.percent', { value: track.percentage })}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {t('flashcards.home.tracks.percent', { value: track.percentage })}
        </p>
        <StudyLink
          search={{ trilha: String(track.id) }}
          label={t('flashcards.home.tracks.studyNamed', { title: track.title })}
          variant={track.status === 'concluido' ? 'ghost' : 'primary'}
        >
          {t('flashcards.home.tracks.study')}
        </StudyLink>
      </div>
    </li>
  );
}

/** The lessons' flashcard tracks with their §4 status and percentage, those in progress first. */
export function TrackList({ tracks }: { tracks: DecksResponse['tracks'] }) {
  const { t } = useTranslation();
  const sorted = [...tracks].sort((a, b) => order[a.status] - order[b.status]);
  return (
    <section aria-labelledby="flashcard-tracks" className="flex flex-col gap-3">
      <h2 id="flashcard-tracks" className="text-lg font-semibold text-gray-900 dark:text-gray-50">
        {t('flashcards.home.tracks.title')}
      </h2>
      {sorted.length === 0 ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">{t('flashcards.home.tracks.none')}</p>
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
