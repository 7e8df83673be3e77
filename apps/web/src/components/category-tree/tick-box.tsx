import { useEffect, useRef } from 'react';
import type { TickState } from '../../lib/category-tree/tree-selection.ts';
import { useTranslation } from '../../lib/i18n/index.ts';

export interface TickBoxProps {
  id: string;
  state: TickState;
  label: string;
  /** Matching questions, cases ... (absent until the counts arrive). */
  count: number | undefined;
  onToggle: () => void;
  /** The translation key of the accessible name with its count (`{{label}}`, plural by `count`): what is counted. */
  countNameKey?: string;
}

/** A checkbox (partly ticked shows as mixed) with its label and the number of items it matches. */
export function TickBox({
  id,
  state,
  label,
  count,
  onToggle,
  countNameKey = 'questions.filter.nodeName',
}: TickBoxProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = state === 'mixed';
  }, [state]);
  return (
    <label
      htmlFor={id}
      className="flex min-h-11 flex-1 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-gray-100 dark:hover:bg-gray-800"
    >
      <input
        ref={box}
        id={id}
        type="checkbox"
        checked={state === 'checked'}
        aria-label={count === undefined ? undefined : t(countNameKey, { label, count })}
        onChange={onToggle}
        className="size-5 shrink-0 cursor-pointer accent-(--brand-primary)"
      />
      <span className="flex-1 text-base text-gray-900 dark:text-gray-50">{label}</span>
      {count === undefined ? null : (
        <span
          className="shrink-0 rounded-full bg-gray-100 px-2 py-0.5 text-sm text-gray-700 tabular-nums dark:bg-gray-800 dark:text-gray-200"
          data-testid="node-count"
        >
          {count}
        </span>
      )}
    </label>
  );
}
