import { Check, Circle, X } from 'lucide-react';
import { cn } from '../../../../components/ui/cn.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { positionState, type PositionItem } from '../../logic/positions.ts';

const looks = {
  correct: { Icon: Check, look: 'border-green-700 text-green-800 dark:border-green-500 dark:text-green-300' },
  wrong: { Icon: X, look: 'border-red-700 text-red-800 dark:border-red-400 dark:text-red-300' },
  unanswered: { Icon: Circle, look: 'border-gray-300 text-gray-700 dark:border-gray-600 dark:text-gray-300' },
} as const;

export interface PositionNavigatorProps {
  items: readonly PositionItem[];
  current: number | null;
  label: string;
  onSelect: (position: number) => void;
}

/** Every position as a button: its number, an icon and (for screen readers) words for right / wrong / open. */
export function PositionNavigator({ items, current, label, onSelect }: PositionNavigatorProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={label}>
      <ol className="flex flex-wrap gap-2">
        {items.map((item) => {
          const state = positionState(item);
          const { Icon, look } = looks[state];
          const here = item.position === current;
          return (
            <li key={item.position}>
              <button
                type="button"
                aria-current={here ? 'step' : undefined}
                aria-label={t('questions.navigator.item', {
                  position: item.position,
                  state: t(`questions.navigator.${state}`),
                })}
                title={t(`questions.navigator.${state}`)}
                onClick={() => onSelect(item.position)}
                data-state={state}
                className={cn(
                  'inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-1 rounded-lg border-2 px-2 text-sm font-semibold tabular-nums',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gray-900 dark:focus-visible:outline-white',
                  here
                    ? 'border-gray-900 bg-gray-900 text-white dark:border-gray-50 dark:bg-gray-50 dark:text-gray-950'
                    : look,
                )}
              >
                {item.position}
                <Icon aria-hidden="true" className="size-3.5" strokeWidth={3} />
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
