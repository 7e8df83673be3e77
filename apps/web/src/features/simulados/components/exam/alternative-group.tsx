import type { AlternativeLetter, ExamQuestion } from '@members/contract';
import { Check } from 'lucide-react';
import { useRef, type KeyboardEvent } from 'react';
import { cn } from '../../../../components/ui/cn.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { InlineHtml } from '../inline-html.tsx';

export interface AlternativeGroupProps {
  question: ExamQuestion;
  chosen: AlternativeLetter | null;
  onChoose: (letter: AlternativeLetter) => void;
  /** Id of the element naming the group (the question's heading). */
  labelledBy: string;
  disabled?: boolean;
}

/**
 * The alternatives as a radio group (lettered A–E, the whole row clickable). ↑/↓ move the focus, Space/Enter
 * choose; ←/→ stay free for moving between questions. The chosen one is filled, checked and says so in words.
 */
export function AlternativeGroup({ question, chosen, onChoose, labelledBy, disabled = false }: AlternativeGroupProps) {
  const { t } = useTranslation();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const letters = question.alternatives.map((alternative) => alternative.letter);
  const focusable = chosen && letters.includes(chosen) ? chosen : letters[0];
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const delta = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (delta === 0) return;
    event.preventDefault();
    refs.current[(index + delta + letters.length) % letters.length]?.focus();
  };
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-disabled={disabled || undefined}
      className="flex flex-col gap-2"
    >
      {question.alternatives.map((alternative, index) => {
        const selected = chosen === alternative.letter;
        return (
          <button
            key={alternative.letter}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="radio"
            aria-checked={selected}
            tabIndex={alternative.letter === focusable ? 0 : -1}
            disabled={disabled}
            onClick={() => onChoose(alternative.letter)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cn(
              'flex min-h-12 w-full cursor-pointer items-start gap-3 rounded-xl border-2 px-3 py-3 text-left text-base transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gray-900 dark:focus-visible:outline-white',
              'disabled:cursor-not-allowed disabled:opacity-60',
              selected
                ? 'border-brand bg-gray-50 dark:bg-gray-800'
                : 'border-gray-200 bg-white hover:border-gray-400 dark:border-gray-700 dark:bg-gray-900 dark:hover:border-gray-500',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold',
                selected
                  ? 'border-brand bg-brand text-brand-foreground'
                  : 'border-gray-400 text-gray-700 dark:border-gray-500 dark:text-gray-200',
              )}
            >
              {alternative.letter}
            </span>
            <span className="flex-1 pt-1 text-gray-900 dark:text-gray-50">
              <span className="sr-only">{t('simulados.exam.alternative', { letter: alternative.letter })} </span>
              <InlineHtml html={alternative.text} />
            </span>
            {selected ? (
              <span className="inline-flex shrink-0 items-center gap-1 self-center rounded-full bg-gray-900 px-2 py-0.5 text-xs font-semibold text-white dark:bg-gray-100 dark:text-gray-900">
                <Check aria-hidden="true" className="size-3.5" />
                {t('simulados.exam.yourAnswer')}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
