import { flashcardTrackPercentage, flashcardTrackStatus, type FlashcardTrack } from '@members/contract';
import { Link } from '@tanstack/react-router';
import { Layers } from 'lucide-react';
import { Button } from '../../../../components/ui/button.tsx';
import { ProgressBar } from '../../../../components/ui/progress-bar.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { TrackStatusChip } from '../tasks/track-status-chip.tsx';
import { FlashcardCardList } from './flashcard-card-list.tsx';

/** A track's description, status, percentage, answered/total, cards, and "Estudar esta trilha" (/flashcards/study). */
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
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Button asChild>
          <Link to="/flashcards/study" search={{ trilha: String(track.id) }}>
            <Layers aria-hidden="true" className="size-4" />
            {t('lesson.track.studyTrack')}
          </Link>
        </Button>
        <Link to="/flashcards" className="text-sm font-semibold underline underline-offset-2">
          {t('lesson.track.flashcardsArea')}
        </Link>
      </div>
    </div>
  );
}
