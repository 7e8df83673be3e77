import { ArrowRight, Flag, LoaderCircle } from 'lucide-react';
import type { Ref } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';

export interface NextStepProps {
  /** Every stage is committed: the case can be finished. */
  isLast: boolean;
  /** The finish waits in the outbox. */
  finishing: boolean;
  buttonRef: Ref<HTMLButtonElement>;
  onNext: () => void;
}

/** After a commit: "Próxima etapa" (Enter), or after the last one "Concluir caso" (then the debrief). */
export function NextStep({ isLast, finishing, buttonRef, onNext }: NextStepProps) {
  const { t } = useTranslation();
  if (finishing)
    return (
      <p role="status" className="flex items-center gap-2 text-sm font-medium text-gray-800 dark:text-gray-200">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
        {t('clinicalCases.run.finishing')}
      </p>
    );
  return (
    <div className="flex flex-col gap-2">
      {isLast ? <p className="text-gray-800 dark:text-gray-200">{t('clinicalCases.run.allCommitted')}</p> : null}
      <Button
        ref={buttonRef}
        onClick={onNext}
        aria-keyshortcuts="Enter"
        className="self-stretch sm:self-start"
        data-testid={isLast ? 'run-finish' : 'run-next'}
      >
        {isLast ? <Flag aria-hidden="true" className="size-4" /> : null}
        {isLast ? t('clinicalCases.run.finish') : t('clinicalCases.run.next')}
        {isLast ? null : <ArrowRight aria-hidden="true" className="size-4" />}
        <kbd className="hidden font-sans text-xs opacity-80 md:inline">Enter</kbd>
      </Button>
    </div>
  );
}
