import type { Ref } from 'react';
import { ProgressBar } from '../../../../components/ui/progress-bar.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { QuestionSaveStatus } from './save-status.tsx';

export interface ProgressHeaderProps {
  position: number;
  total: number;
  answered: number;
  correct: number;
  group: string;
  headingId: string;
  headingRef?: Ref<HTMLHeadingElement>;
}

/** "Questão 3 de 10", correct answers so far, the progress bar and the save indicator. */
export function ProgressHeader({
  position,
  total,
  answered,
  correct,
  group,
  headingId,
  headingRef,
}: ProgressHeaderProps) {
  const { t } = useTranslation();
  const answeredText = t('questions.player.answeredCount', { answered, count: total });
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-bold text-gray-900 focus:outline-none dark:text-gray-50"
          data-testid="question-position"
        >
          {t('questions.player.position', { position, total })}
        </h2>
        {/* Before the first answer the count below says it all ("0 de 5 respondidas"). */}
        {answered > 0 ? (
          <p className="text-sm text-gray-700 dark:text-gray-300" data-testid="question-score">
            {t('questions.player.correctSoFar', { correct, count: answered })}
          </p>
        ) : null}
      </div>
      <ProgressBar
        value={total > 0 ? (answered / total) * 100 : 0}
        label={t('questions.player.progressLabel')}
        valueText={answeredText}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-gray-600 dark:text-gray-400">{answeredText}</p>
        <QuestionSaveStatus group={group} />
      </div>
    </div>
  );
}
