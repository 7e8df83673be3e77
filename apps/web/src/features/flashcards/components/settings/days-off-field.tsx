import { useId } from 'react';
import { fieldErrorText } from '../../../../lib/forms/field-error-text.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { cn } from '../../../../components/ui/cn.ts';
import { dateTimeFormat } from '../../../../lib/format/index.ts';

// 2026-01-04 was a Sunday: the week's days 0 (Sunday) … 6 (Saturday) in the learner's language.
const weekday = (day: number, language: string, width: 'long' | 'short') =>
  dateTimeFormat(language, { weekday: width, timeZone: 'UTC' }).format(Date.UTC(2026, 0, 4 + day));

export interface DaysOffFieldProps {
  value: readonly number[];
  onChange: (days: number[]) => void;
  onBlur: () => void;
  error?: string | undefined;
}

/** Days off as seven toggles (Sunday first), each pressed or not; the error under the group. */
export function DaysOffField({ value, onChange, onBlur, error }: DaysOffFieldProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const label = t('flashcards.settings.daysOff');
  const errorText = fieldErrorText(t, error, label);
  const toggle = (day: number) =>
    onChange(value.includes(day) ? value.filter((item) => item !== day) : [...value, day].sort());
  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={[`${id}-hint`, errorText ? `${id}-error` : ''].filter(Boolean).join(' ')}
      className="flex flex-col gap-1.5"
    >
      <span id={`${id}-label`} className="text-sm font-medium text-gray-900 dark:text-gray-100">
        {label}
      </span>
      <div className="grid grid-cols-7 gap-1">
        {[0, 1, 2, 3, 4, 5, 6].map((day) => {
          const pressed = value.includes(day);
          return (
            <button
              key={day}
              type="button"
              aria-pressed={pressed}
              aria-label={weekday(day, i18n.language, 'long')}
              onClick={() => toggle(day)}
              onBlur={onBlur}
              className={cn(
                'min-h-11 rounded-lg border text-sm font-semibold capitalize focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gray-900 dark:focus-visible:outline-white',
                pressed
                  ? 'border-transparent bg-(--brand-primary) text-(--brand-primary-foreground)'
                  : 'border-gray-400 bg-white text-gray-900 dark:border-gray-500 dark:bg-gray-900 dark:text-gray-50',
              )}
            >
              {weekday(day, i18n.language, 'short').replace(/\.$/, '')}
            </button>
          );
        })}
      </div>
      <p id={`${id}-hint`} className="text-sm text-gray-600 dark:text-gray-300">
        {t('flashcards.settings.daysOffHelp')}
      </p>
      {errorText ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700 dark:text-red-300">
          {errorText}
        </p>
      ) : null}
    </div>
  );
}
