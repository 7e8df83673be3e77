import { ArrowRight, CloudOff, Flag } from 'lucide-react';
import type { Ref } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { LoadErrorPanel } from '../../../../components/ui/load-error-panel.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { useOutboxStatus } from '../../../../lib/outbox/index.ts';
import { AnswerVerdict } from './answer-verdict.tsx';
import { AskAboutAnswer } from './ask-about-answer.tsx';
import type { AnswerPhase } from './use-answer-flow.ts';

export interface AnswerActionsProps {
  phase: AnswerPhase;
  group: string;
  canConfirm: boolean;
  isLast: boolean;
  /** The last position's action when it is not "Ver resultado" (a question's own page leads back to the bank). */
  finishLabel?: string;
  verdictRef: Ref<HTMLHeadingElement>;
  onConfirm: () => void;
  onRetry: () => void;
  onNext: () => void;
}

/**
 * Under the alternatives: "Confirmar resposta"; then sending (and offline) news; then the verdict, "Próxima" and
 * "Pergunte à {nome}" about the answer.
 */
export function AnswerActions({
  phase,
  group,
  canConfirm,
  isLast,
  finishLabel,
  verdictRef,
  onConfirm,
  onRetry,
  onNext,
}: AnswerActionsProps) {
  const { t } = useTranslation();
  const { status } = useOutboxStatus(group);
  const nextLabel = isLast ? (finishLabel ?? t('questions.player.finish')) : t('questions.player.next');
  const NextIcon = isLast ? Flag : ArrowRight;

  if (phase.kind === 'revealed') {
    return (
      <div className="flex flex-col gap-4">
        <AnswerVerdict result={phase.result} headingRef={verdictRef} />
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
          <Button onClick={onNext} className="text-base">
            {nextLabel}
            <NextIcon aria-hidden="true" className="size-5" />
          </Button>
          <AskAboutAnswer result={phase.result} />
        </div>
      </div>
    );
  }
  if (phase.kind === 'sending') {
    const stuck = status === 'offline' || status === 'error';
    return (
      <div className="flex flex-col gap-3">
        {stuck ? (
          <div
            role="alert"
            className="flex items-start gap-3 rounded-xl border border-amber-500 bg-amber-50 p-4 text-amber-950 dark:bg-amber-950 dark:text-amber-50"
            data-testid="answer-offline"
          >
            <CloudOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <p>{status === 'offline' ? t('questions.player.offline') : t('questions.player.serverBusy')}</p>
          </div>
        ) : (
          <Spinner label={t('questions.player.sending')} className="self-start" />
        )}
        {stuck ? (
          <Button variant="ghost" onClick={onNext} className="self-start border border-gray-300 dark:border-gray-700">
            {nextLabel}
            <NextIcon aria-hidden="true" className="size-5" />
          </Button>
        ) : null}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      {phase.kind === 'failed' ? (
        <LoadErrorPanel title={t('questions.player.answerFailed')} error={phase.error} onRetry={onRetry} />
      ) : null}
      <Button onClick={onConfirm} disabled={!canConfirm} className="self-stretch text-base sm:self-start">
        {t('questions.player.confirm')}
      </Button>
    </div>
  );
}
