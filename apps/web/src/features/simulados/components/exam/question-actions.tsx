import { Eraser, Flag } from 'lucide-react';
import { Button } from '../../../../components/ui/button.tsx';
import { cn } from '../../../../components/ui/cn.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import type { AnswerState } from '../../logic/answers.ts';

const outline = 'border border-gray-300 dark:border-gray-700';

/** "Marcar para revisão" (a toggle: pressed, a filled flag) and "Limpar resposta" for one question. */
export function QuestionActions({
  answer,
  onToggleMark,
  onClear,
  disabled,
}: {
  answer: AnswerState;
  onToggleMark: () => void;
  onClear: () => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="ghost"
        aria-pressed={answer.marked}
        onClick={onToggleMark}
        disabled={disabled}
        className={cn(
          outline,
          answer.marked &&
            'border-amber-500 bg-amber-50 text-amber-950 dark:border-amber-600 dark:bg-amber-950 dark:text-amber-100',
        )}
      >
        <Flag aria-hidden="true" className={cn('size-4', answer.marked && 'fill-current')} />
        {t('simulados.exam.mark')}
      </Button>
      <Button variant="ghost" onClick={onClear} disabled={disabled || answer.alternative === null} className={outline}>
        <Eraser aria-hidden="true" className="size-4" />
        {t('simulados.exam.clear')}
      </Button>
    </div>
  );
}
