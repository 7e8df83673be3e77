import type { RunStage } from '@members/contract';
import { CheckCheck, LoaderCircle } from 'lucide-react';
import type { Ref } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { commitBlocker, isRevealing, type DecisionIntent } from '../../logic/run-decisions.ts';
import { DiagnosisPicker } from './diagnosis-picker.tsx';
import { ManagementPicker } from './management-picker.tsx';
import { QuestionPicker } from './question-picker.tsx';
import { RevealList } from './reveal-list.tsx';

export interface StageDecisionProps {
  stage: RunStage;
  number: number;
  /** Its commit waits in the outbox: nothing can change; the results come with the server's answer. */
  committing: boolean;
  offline: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  commitRef: Ref<HTMLButtonElement>;
  onDecide: (intent: DecisionIntent) => void;
  onCommit: () => void;
}

/** The current stage's decision: its prompt, the picker of its kind, and "Confirmar etapa" (Enter). */
export function StageDecision(props: StageDecisionProps) {
  const { stage, number, committing, offline, headingRef, commitRef, onDecide, onCommit } = props;
  const { t } = useTranslation();
  const blocker = commitBlocker(stage);
  const picker = isRevealing(stage) ? (
    <RevealList stage={stage} locked={committing} offline={offline} onDecide={onDecide} />
  ) : stage.kind === 'diagnosis' ? (
    <DiagnosisPicker stage={stage} locked={committing} onDecide={onDecide} />
  ) : stage.kind === 'management' ? (
    <ManagementPicker stage={stage} locked={committing} onDecide={onDecide} />
  ) : (
    <QuestionPicker stage={stage} locked={committing} onDecide={onDecide} />
  );
  return (
    <section
      aria-labelledby={`run-decision-${stage.id}`}
      className="flex flex-col gap-4"
      data-testid="run-decision"
      data-kind={stage.kind}
    >
      <div className="flex flex-col gap-1">
        <p className="text-xs font-semibold tracking-wide text-gray-700 uppercase dark:text-gray-300">
          {t('clinicalCases.run.stageEyebrow', { number, kind: t(`clinicalCases.run.kind.${stage.kind}`) })}
        </p>
        <h2
          id={`run-decision-${stage.id}`}
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-bold text-gray-900 outline-none dark:text-gray-50"
        >
          {stage.prompt}
        </h2>
      </div>
      {picker}
      <div className="flex flex-col gap-2 border-t border-gray-200 pt-4 dark:border-gray-800">
        {committing ? (
          <p role="status" className="flex items-center gap-2 text-sm font-medium text-gray-800 dark:text-gray-200">
            {offline ? null : (
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
            )}
            {offline ? t('clinicalCases.run.committingOffline') : t('clinicalCases.run.committing')}
          </p>
        ) : (
          <>
            <Button
              ref={commitRef}
              onClick={onCommit}
              aria-disabled={blocker !== null ? true : undefined}
              aria-keyshortcuts="Enter"
              aria-describedby={blocker ? `run-blocker-${stage.id}` : undefined}
              className="self-stretch sm:self-start"
              data-testid="run-commit"
            >
              <CheckCheck aria-hidden="true" className="size-4" />
              {t('clinicalCases.run.commit')}
              <kbd className="hidden font-sans text-xs opacity-80 md:inline">Enter</kbd>
            </Button>
            {blocker ? (
              <p id={`run-blocker-${stage.id}`} className="text-sm text-gray-700 dark:text-gray-300">
                {t(`errors.${blocker}`)}
              </p>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}
