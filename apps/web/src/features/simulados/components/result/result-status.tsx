import type { ResultQuestion } from '@members/contract';
import { cn } from '../../../../components/ui/cn.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { reviewOutcome } from '../../logic/review.ts';
import { outcomeStyles } from './review/outcome-style.ts';

/** The question's outcome for the learner, in icon and words: right, wrong, blank, annulled, or answered (key not out yet). */
export function ResultStatus({ question }: { question: ResultQuestion }) {
  const { t } = useTranslation();
  const style = outcomeStyles[reviewOutcome(question)];
  const Icon = style.icon;
  return (
    <span className={cn('inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold', style.chip)}>
      <Icon aria-hidden="true" className="size-4" />
      {t(`simulados.result.${style.labelKey}`)}
    </span>
  );
}
