import type { ResultQuestion } from '@members/contract';
import { Flag } from 'lucide-react';
import { cn } from '../../../../../components/ui/cn.ts';
import { useTranslation } from '../../../../../lib/i18n/index.ts';
import { reviewOutcome, type ReviewOutcome } from '../../../logic/review.ts';
import { outcomeStyles } from './outcome-style.ts';

/** The outcomes the grid shows, in the legend's order. */
function Legend({ outcomes }: { outcomes: readonly ReviewOutcome[] }) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-gray-700 dark:text-gray-200">
      {outcomes.map((outcome) => {
        const { icon: Icon, labelKey, cell } = outcomeStyles[outcome];
        return (
          <li key={outcome} className="flex items-center gap-1.5">
            <span aria-hidden="true" className={cn('flex size-4 items-center justify-center rounded border-2', cell)}>
              <Icon className="size-3" />
            </span>
            {t(`simulados.result.${labelKey}`)}
          </li>
        );
      })}
      <li className="flex items-center gap-1.5">
        <Flag aria-hidden="true" className="size-3.5 fill-amber-500 text-amber-600" />
        {t('simulados.navigator.marked')}
      </li>
    </ul>
  );
}

/** Every question as a numbered 44 px button, its outcome in colour, icon and (for screen readers) words; a flag when marked. */
export function QuestionGrid({
  questions,
  onJump,
}: {
  questions: readonly ResultQuestion[];
  onJump: (position: number) => void;
}) {
  const { t } = useTranslation();
  const outcomes = [...new Set(questions.map(reviewOutcome))].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  return (
    <nav aria-label={t('simulados.result.review.grid')} className="flex flex-col gap-3">
      <ol className="grid grid-cols-[repeat(auto-fill,minmax(2.75rem,1fr))] gap-2">
        {questions.map((question) => {
          const { icon: Icon, labelKey, cell } = outcomeStyles[reviewOutcome(question)];
          const state = [t(`simulados.result.${labelKey}`), question.marked ? t('simulados.navigator.marked') : null]
            .filter(Boolean)
            .join(', ');
          return (
            <li key={question.position}>
              <button
                type="button"
                aria-label={`${t('simulados.navigator.question', { position: question.position })}: ${state}`}
                onClick={() => onJump(question.position)}
                className={cn(
                  'relative flex size-11 cursor-pointer flex-col items-center justify-center rounded-lg border-2 text-sm leading-none font-semibold tabular-nums',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gray-900 dark:focus-visible:outline-white',
                  cell,
                )}
              >
                {question.position}
                <Icon aria-hidden="true" className="size-3" />
                {question.marked ? (
                  <Flag
                    aria-hidden="true"
                    className="absolute -top-1.5 -right-1.5 size-4 rounded-sm bg-white fill-amber-500 p-px text-amber-600 dark:bg-gray-950"
                  />
                ) : null}
              </button>
            </li>
          );
        })}
      </ol>
      <Legend outcomes={outcomes} />
    </nav>
  );
}

const order: readonly ReviewOutcome[] = ['right', 'wrong', 'answered', 'blank', 'annulled'];
