import * as Popover from '@radix-ui/react-popover';
import { CalendarDays } from 'lucide-react';
import { useId, useState, type CSSProperties } from 'react';
import { DayPicker, type Matcher } from 'react-day-picker';
import 'react-day-picker/style.css';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { cn } from '../cn.ts';
import { formatShortDate, parseShortDate, useDateLocale } from './date-locale.ts';

/** DayPicker sets its variables on its own root, so they are overridden there (inline). */
const brandedCalendar = {
  '--rdp-accent-color': 'var(--brand-primary, #16a34a)',
  '--rdp-accent-background-color': 'color-mix(in srgb, var(--brand-primary, #16a34a) 15%, transparent)',
  '--rdp-today-color': 'currentColor',
} as CSSProperties;

export interface DatePickerProps {
  label: string;
  value: Date | undefined;
  onChange: (date: Date | undefined) => void;
  id?: string;
  name?: string;
  disabled?: boolean;
  /** Days that cannot be chosen (react-day-picker matchers). */
  disabledDays?: Matcher | Matcher[];
  className?: string;
}

/**
 * Labelled date input in the locale's short format, with a calendar (react-day-picker) in a popover.
 * Type the date or pick it; arrow keys move in the calendar, Enter chooses, Escape closes.
 */
export function DatePicker({ label, value, onChange, id, name, disabled, disabledDays, className }: DatePickerProps) {
  const { t } = useTranslation();
  const locale = useDateLocale();
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const errorId = `${inputId}-error`;
  const shown = value ? formatShortDate(value, locale) : '';
  const [draft, setDraft] = useState<{ text: string; for: string } | null>(null);
  const [open, setOpen] = useState(false);
  const text = draft && draft.for === shown ? draft.text : shown;
  const invalid = text.trim() !== '' && parseShortDate(text, locale) === null;

  const commit = () => {
    if (text.trim() === '') onChange(undefined);
    else {
      const parsed = parseShortDate(text, locale);
      if (parsed) onChange(parsed);
    }
  };

  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-gray-900 dark:text-gray-50">
        {label}
      </label>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <div className="flex items-center gap-2">
          <input
            id={inputId}
            name={name}
            type="text"
            autoComplete="off"
            placeholder={t('datePicker.formatHint')}
            value={text}
            disabled={disabled}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId : undefined}
            onChange={(event) => setDraft({ text: event.target.value, for: shown })}
            onBlur={commit}
            onKeyDown={(event) => {
              if (event.key === 'Enter') commit();
            }}
            className={cn(
              'min-h-11 w-40 rounded-lg border border-gray-300 bg-white px-3 text-base text-gray-900 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-50',
              'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-gray-900 dark:focus-visible:outline-white',
              invalid && 'border-red-600 dark:border-red-400',
            )}
          />
          <Popover.Trigger
            disabled={disabled}
            aria-label={t('datePicker.open')}
            className="inline-flex size-11 items-center justify-center rounded-lg border border-gray-300 text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-gray-900 disabled:opacity-50 dark:border-gray-600 dark:text-gray-200 dark:hover:bg-gray-800 dark:focus-visible:outline-white"
          >
            <CalendarDays aria-hidden="true" className="size-5" />
          </Popover.Trigger>
        </div>
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={8}
            // Let DayPicker focus the chosen day (or today) instead of its first button.
            onOpenAutoFocus={(event) => event.preventDefault()}
            className="z-50 rounded-xl border border-gray-200 bg-white p-3 text-gray-900 shadow-xl dark:border-gray-700 dark:bg-gray-900 dark:text-gray-50"
          >
            <DayPicker
              mode="single"
              locale={locale}
              selected={value}
              defaultMonth={value}
              disabled={disabledDays}
              autoFocus
              style={brandedCalendar}
              // Today stands out by weight and underline, not by a brand colour that may lack contrast.
              modifiersClassNames={{ today: 'font-bold underline underline-offset-4' }}
              onSelect={(date) => {
                setDraft(null);
                onChange(date);
                setOpen(false);
              }}
            />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {invalid ? (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-300">
          {t('datePicker.invalid')}
        </p>
      ) : null}
    </div>
  );
}
