import type { QueueItem, Rating } from '@members/contract';
import { ArrowRight, CloudOff, NotebookPen } from 'lucide-react';
import { Button } from '../../../../components/ui/button.tsx';
import { LoadErrorPanel } from '../../../../components/ui/load-error-panel.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { useOutboxStatus } from '../../../../lib/outbox/index.ts';
import { reviewGroup } from '../../api/study-filter.ts';
import type { StudyCommand } from '../../logic/study-keys.ts';
import type { QuestionView } from './question-view.ts';
import { RatingButtons } from './rating-buttons.tsx';
import { useQuestionReview } from './use-question-review.ts';
import { useStudyKeys } from './use-study-keys.ts';

export interface QuestionItemProps {
  item: QueueItem & { question: NonNullable<QueueItem['question']> };
  headingId: string;
  View: QuestionView;
  /** Moves on with the review's key and its rating (null while an offline answer has not come back). */
  onAdvance: (key: string, rating: Rating | null, at: number) => void;
  onSettled: (key: string, rating: Rating) => void;
  /** The learner has answered: undoing the previous item would leave this answer behind. */
  onAnsweredChange: (answered: boolean) => void;
  onUndo: () => void;
  announce: (text: string) => void;
}

/** A missed question answered again with the question bank's player; right → Bom (or Difícil / Fácil), wrong → Errei. */
export function QuestionItem({
  item,
  headingId,
  View,
  onAdvance,
  onSettled,
  onAnsweredChange,
  onUndo,
  announce,
}: QuestionItemProps) {
  const { t } = useTranslation();
  const { status } = useOutboxStatus(reviewGroup);
  const { phase, confirm, rerate } = useQuestionReview(item.ref, onSettled);
  const response = phase.kind === 'revealed' ? phase.response : phase.kind === 'sending' ? phase.shown : null;
  const answered = phase.kind === 'sending' || phase.kind === 'revealed';
  const stuck = phase.kind === 'sending' && !phase.shown && (status === 'offline' || status === 'error');
  // Moving on never waits: a hard / easy re-rating on its way, or an answer kept offline, settles later.
  const canAdvance = phase.kind === 'revealed' || stuck || (phase.kind === 'sending' && phase.shown !== null);

  const advance = () => {
    if (phase.kind === 'revealed') onAdvance(phase.key, phase.response.rating, phase.at);
    else if (phase.kind === 'sending' && canAdvance) onAdvance(phase.key, phase.rating, phase.at);
  };
  const rate = (rating: Rating) => {
    rerate(rating);
    announce(t('flashcards.study.rated', { rating: t(`flashcards.study.rating.${rating}`) }));
  };

  useStudyKeys((command: StudyCommand) => {
    if (command.kind === 'next' && canAdvance) advance();
    else if (command.kind === 'rate' && response?.answer?.correct && command.rating > 1) rate(command.rating);
    else if (command.kind === 'undo' && !answered) onUndo();
    else return false;
    return true;
  });

  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-5" data-testid="question-item">
      <header className="flex flex-col gap-1">
        <h2
          id={headingId}
          tabIndex={-1}
          className="flex items-center gap-2 text-sm font-semibold tracking-wide text-gray-600 uppercase focus:outline-none dark:text-gray-400"
        >
          <NotebookPen aria-hidden="true" className="size-4" />
          {t('flashcards.study.questionEyebrow')}
        </h2>
        {answered ? null : (
          <p className="text-sm text-gray-700 dark:text-gray-300">{t('flashcards.study.questionHint')}</p>
        )}
      </header>
      <View
        question={item.question}
        headingId={headingId}
        result={response?.answer ?? null}
        locked={phase.kind === 'sending'}
        onConfirm={(letter) => {
          onAnsweredChange(true);
          confirm(letter);
        }}
      />
      {phase.kind === 'failed' ? <LoadErrorPanel error={phase.error} onRetry={() => confirm(phase.letter)} /> : null}
      {phase.kind === 'sending' && !phase.shown ? (
        stuck ? (
          <p
            role="alert"
            className="flex items-start gap-3 rounded-xl border border-amber-600 bg-amber-50 p-4 text-amber-950 dark:bg-amber-950 dark:text-amber-50"
          >
            <CloudOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {t('flashcards.study.offline')}
          </p>
        ) : (
          <Spinner label={t('flashcards.study.sending')} className="self-start" />
        )
      ) : null}
      {response?.answer ? (
        response.answer.correct ? (
          <div className="flex flex-col gap-2">
            <p className="text-sm text-gray-800 dark:text-gray-200">{t('flashcards.study.rightRate')}</p>
            <RatingButtons
              item={item}
              ratings={[2, 3, 4]}
              current={response.rating}
              onRate={rate}
              disabled={phase.kind === 'sending'}
            />
          </div>
        ) : (
          <p className="text-sm text-gray-800 dark:text-gray-200">{t('flashcards.study.wrongNote')}</p>
        )
      ) : null}
      {canAdvance ? (
        <Button onClick={advance} aria-keyshortcuts="Enter" className="self-stretch text-base sm:self-end">
          {t('flashcards.study.next')}
          <ArrowRight aria-hidden="true" className="size-5" />
        </Button>
      ) : null}
    </article>
  );
}
