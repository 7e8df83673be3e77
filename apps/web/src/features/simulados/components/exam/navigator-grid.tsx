import { Flag } from 'lucide-react';
import { cn } from '../../../../components/ui/cn.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import type { NavigatorCell } from '../../logic/navigator.ts';

/** The legend of the grid: filled = answered, outline = blank, flag = marked. */
function Legend() {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-gray-700 dark:text-gray-200">
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className="size-3.5 rounded bg-gray-800 dark:bg-gray-200" />
        {t('simulados.navigator.answered')}
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className="size-3.5 rounded border-2 border-gray-500" />
        {t('simulados.navigator.unanswered')}
      </li>
      <li className="flex items-center gap-1.5">
        <Flag aria-hidden="true" className="size-3.5 fill-amber-500 text-amber-600" />
        {t('simulados.navigator.marked')}
      </li>
    </ul>
  );
}

function cellLabel(t: ReturnType<typeof useTranslation>['t'], cell: NavigatorCell): string {
  const state = cell.answered ? t('simulados.navigator.answered') : t('simulados.navigator.unanswered');
  const marked = cell.marked ? `, ${t('simulados.navigator.marked')}` : '';
  return `${t('simulados.navigator.question', { position: cell.position })}: ${state}${marked}`;
}

/** Every position of the exam: answered (filled), blank (outline), marked (flag); the current one is ringed. */
export function NavigatorGrid({ cells, onGo }: { cells: NavigatorCell[]; onGo: (index: number) => void }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('simulados.navigator.label')} className="flex flex-col gap-3">
      <ol className="grid grid-cols-[repeat(auto-fill,minmax(2.75rem,1fr))] gap-2">
        {cells.map((cell, index) => (
          <li key={cell.questionId}>
            <button
              type="button"
              aria-label={cellLabel(t, cell)}
              aria-current={cell.current ? 'step' : undefined}
              onClick={() => onGo(index)}
              className={cn(
                'relative flex size-11 cursor-pointer items-center justify-center rounded-lg border-2 text-sm font-semibold tabular-nums',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gray-900 dark:focus-visible:outline-white',
                cell.answered
                  ? 'border-gray-800 bg-gray-800 text-white dark:border-gray-200 dark:bg-gray-200 dark:text-gray-900'
                  : 'border-gray-400 bg-white text-gray-900 dark:border-gray-500 dark:bg-gray-900 dark:text-gray-50',
                cell.current && 'ring-brand ring-2 ring-offset-2 dark:ring-offset-gray-950',
              )}
            >
              {cell.position}
              {cell.marked ? (
                <Flag
                  aria-hidden="true"
                  className="absolute -top-1.5 -right-1.5 size-4 rounded-sm bg-white fill-amber-500 p-px text-amber-600 dark:bg-gray-950"
                />
              ) : null}
            </button>
          </li>
        ))}
      </ol>
      <Legend />
    </nav>
  );
}
