import { flashcardTrackPercentage, flashcardTrackStatus, type FlashcardTrack } from '@members/contract';
import { Link } from '@tanstack/react-router';
import { Info } from 'lucide-react';
import { ProgressBar } from '../../../../components/ui/progress-bar.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { TrackStatusChip } from '../tasks/track-status-chip.tsx';
import { FlashcardCardList } from './flashcard-card-list.tsx';

/** A track's description, status, percentage, answered/total, cards, and where studying will happen. */
export function FlashcardTrackSummary({ track }: { track: FlashcardTrack }) {
  const { t } = useTranslation();
  const total = track.total_flashcards;
  const answered = track.flashcards_respondidos;
  const percentage = flashcardTrackPercentage(answered, total);
  return (
    <div className="flex flex-col gap-5">
      {track.descricao ? <p className="text-gray-700 dark:text-gray-300">{track.descricao}</p> : null}
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-gray-700 dark:text-gray-300">
          <TrackStatusChip status={flashcardTrackStatus(track.status)} />
          <span className="tabular-nums">{t('lesson.track.answered', { answered, count: total, percentage })}</span>
        </div>
        <ProgressBar value={percentage} size="md" label={t('lesson.track.progress', { name: track.titulo })} />
      </div>
      <FlashcardCardList cards={track.flashcards.todos} />
      <p className="flex gap-2 rounded-xl bg-gray-100 p-3 text-sm text-gray-800 dark:bg-gray-800 dark:text-gray-200">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          {t('lesson.track.studySoon')}{' '}
          <Link to="/flashcards" className="font-semibold underline underline-offset-2">
            {t('lesson.track.flashcardsArea')}
          </Link>
        </span>
      </p>
    </div>
  );
}
