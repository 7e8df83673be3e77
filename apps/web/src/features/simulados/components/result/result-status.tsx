import type { ResultQuestion } from '@members/contract';
import { Ban, CheckCircle2, MinusCircle, XCircle } from 'lucide-react';
import { cn } from '../../../../components/ui/cn.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';

/** The question's outcome for the learner, in icon and words: right, wrong, blank, or annulled (counts as right). */
export function ResultStatus({ question }: { question: ResultQuestion }) {
  const { t } = useTranslation();
  const [Icon, text, tone] = question.annulled
    ? [Ban, t('simulados.result.annulled'), 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100']
    : question.chosen === null
      ? [MinusCircle, t('simulados.result.blank'), 'bg-gray-100 text-gray-800 dark:bg-gray-800 dark:text-gray-100']
      : question.correct
        ? [CheckCircle2, t('simulados.result.right'), 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100']
        : [XCircle, t('simulados.result.wrong'), 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100'];
  return (
    <span className={cn('inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold', tone)}>
      <Icon aria-hidden="true" className="size-4" />
      {text}
    </span>
  );
}
