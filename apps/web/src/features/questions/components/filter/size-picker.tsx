import { useId } from 'react';
import { cn } from '../../../../components/ui/cn.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import {
  maxPracticeSize,
  minPracticeSize,
  practiceSizePresets,
  type PracticeSizeResult,
} from '../../logic/practice-size.ts';

export interface SizePickerProps {
  text: string;
  result: PracticeSizeResult;
  /** Matching questions: a practice has at most that many. */
  available: number | undefined;
  onChange: (text: string) => void;
}

/** How many questions: 10 / 20 / 30 / 50 at a tap, or any number from 1 to 100 typed. */
export function SizePicker({ text, result, available, onChange }: SizePickerProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const messageId = `${inputId}-message`;
  const message = result.ok
    ? available !== undefined && available > 0 && available < result.size
      ? t('questions.filter.sizeCapped', { count: available })
      : null
    : t(`questions.filter.sizeProblem.${result.problem}`, { min: minPracticeSize, max: maxPracticeSize });
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-xl border border-gray-200 bg-white p-3 md:p-4 dark:border-gray-800 dark:bg-gray-900">
      <legend className="px-1 text-lg font-semibold text-gray-900 dark:text-gray-50">
        {t('questions.filter.sizeTitle')}
      </legend>
      <div className="flex flex-wrap gap-2 px-1">
        {practiceSizePresets.map((preset) => {
          const chosen = text.trim() === String(preset);
          return (
            <button
              key={preset}
              type="button"
              aria-pressed={chosen}
              onClick={() => onChange(String(preset))}
              className={cn(
                'inline-flex min-h-11 min-w-14 cursor-pointer items-center justify-center rounded-full border-2 px-4 text-base font-semibold tabular-nums',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gray-900 dark:focus-visible:outline-white',
                chosen
                  ? 'border-brand bg-brand text-brand-foreground'
                  : 'border-gray-300 text-gray-900 hover:bg-gray-100 dark:border-gray-700 dark:text-gray-50 dark:hover:bg-gray-800',
              )}
            >
              {preset}
            </button>
          );
        })}
      </div>
      <div className="flex flex-col gap-1 px-1">
        <label htmlFor={inputId} className="text-sm font-medium text-gray-800 dark:text-gray-200">
          {t('questions.filter.sizeLabel', { min: minPracticeSize, max: maxPracticeSize })}
        </label>
        <input
          id={inputId}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          aria-invalid={!result.ok}
          aria-describedby={message ? messageId : undefined}
          onChange={(event) => onChange(event.target.value)}
          className={cn(
            'min-h-11 w-32 rounded-lg border-2 bg-white px-3 text-base text-gray-900 tabular-nums dark:bg-gray-950 dark:text-gray-50',
            result.ok ? 'border-gray-300 dark:border-gray-700' : 'border-red-700 dark:border-red-400',
          )}
        />
        {message ? (
          <p
            id={messageId}
            className={cn(
              'text-sm',
              result.ok ? 'text-gray-700 dark:text-gray-300' : 'font-medium text-red-800 dark:text-red-300',
            )}
          >
            {message}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
