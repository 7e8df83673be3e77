import type { QuestionTrack } from '@members/contract';
import { Link } from '@tanstack/react-router';
import { PartyPopper } from 'lucide-react';
import { Button } from '../../../../components/ui/button.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { percentage } from '../../logic/score.ts';
import { PositionNavigator } from '../player/position-navigator.tsx';

/** A finished track: the score, every position to review, and the way back to the overview. */
export function TrackFinished({ track, onReview }: { track: QuestionTrack; onReview: (position: number) => void }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="track-finished" className="flex flex-col gap-6" data-testid="track-finished">
      <div className="flex flex-col items-center gap-2 rounded-xl border border-gray-200 bg-white p-6 text-center dark:border-gray-800 dark:bg-gray-900">
        <PartyPopper aria-hidden="true" className="size-10 text-gray-700 dark:text-gray-300" />
        <h2 id="track-finished" className="text-xl font-bold text-gray-900 dark:text-gray-50">
          {t('questions.track.finishedTitle')}
        </h2>
        <p className="text-4xl font-bold text-gray-900 tabular-nums dark:text-gray-50">
          {t('questions.percent', { value: percentage(track.correct, track.total) })}
        </p>
        <p className="text-gray-700 dark:text-gray-300">
          {t('questions.summary.score', { correct: track.correct, count: track.total })}
        </p>
        <Button asChild className="mt-2">
          <Link to="/questoes">{t('questions.backToOverview')}</Link>
        </Button>
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="text-base font-semibold text-gray-900 dark:text-gray-50">{t('questions.track.review')}</h3>
        <PositionNavigator
          items={track.items}
          current={null}
          label={t('questions.track.navigator')}
          onSelect={onReview}
        />
      </div>
    </section>
  );
}
