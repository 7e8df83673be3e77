import { SendHorizontal, Square, X } from 'lucide-react';
import { useId, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';

export interface QuestionBoxProps {
  value: string;
  onChange(value: string): void;
  onSubmit(): void;
  onStop(): void;
  streaming: boolean;
  maxLength: number;
  /** The chip of the context that goes with the next question ("Questão 12 · alternativa B"), if any. */
  contextLabel: string | null;
  onRemoveContext(): void;
  /** Why the last question was refused (the daily limit, the network ...): its text stays in the box. */
  error: string | null;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
}

// The counter shows once the question nears its limit, not from the first letter.
const counterFrom = 0.8;

/** The question box: Enter sends, Shift+Enter breaks the line; while an answer streams, "Parar" stops it. */
export function QuestionBox(props: QuestionBoxProps) {
  const { value, onChange, onSubmit, onStop, streaming, maxLength, contextLabel, error, textareaRef } = props;
  const { t } = useTranslation();
  const hintId = useId();
  const counterId = useId();
  const errorId = useId();
  const showCounter = value.length >= maxLength * counterFrom;
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!streaming && value.trim()) onSubmit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // A composition (accents on some keyboards, CJK input) uses Enter to confirm a character, not to send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };
  const describedBy = [error ? errorId : null, hintId, showCounter ? counterId : null].filter(Boolean).join(' ');
  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-1.5 border-t border-gray-200 px-4 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] dark:border-gray-800"
    >
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
      {contextLabel ? (
        <div
          className="flex items-center gap-1 self-start rounded-full bg-gray-100 py-0.5 pr-0.5 pl-2.5 text-xs text-gray-800 dark:bg-gray-800 dark:text-gray-200"
          data-testid="assistant-context-chip"
        >
          <span className="truncate">{t('assistant.panel.box.context', { label: contextLabel })}</span>
          <button
            type="button"
            onClick={props.onRemoveContext}
            aria-label={t('assistant.panel.box.removeContext')}
            className="inline-flex size-6 cursor-pointer items-center justify-center rounded-full hover:bg-gray-200 focus-visible:outline-2 focus-visible:outline-gray-900 dark:hover:bg-gray-700 dark:focus-visible:outline-white"
          >
            <X aria-hidden="true" className="size-3.5" />
          </button>
        </div>
      ) : null}
      <div className="flex items-end gap-2">
        <textarea
          ref={textareaRef}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          maxLength={maxLength}
          rows={2}
          aria-label={t('assistant.panel.box.label')}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          placeholder={t('assistant.panel.box.placeholder')}
          className="max-h-40 min-h-11 flex-1 resize-none rounded-lg border border-gray-400 bg-white px-3 py-2 text-base text-gray-900 placeholder:text-gray-600 focus-visible:border-gray-900 focus-visible:outline-2 focus-visible:outline-gray-900 md:text-sm dark:border-gray-600 dark:bg-gray-950 dark:text-gray-50 dark:placeholder:text-gray-400 dark:focus-visible:outline-white"
        />
        {streaming ? (
          <Button
            type="button"
            variant="secondary"
            onClick={onStop}
            aria-label={t('assistant.panel.box.stop')}
            className="px-3"
          >
            <Square aria-hidden="true" className="size-4 fill-current" />
          </Button>
        ) : (
          <Button type="submit" aria-label={t('assistant.panel.box.send')} disabled={!value.trim()} className="px-3">
            <SendHorizontal aria-hidden="true" className="size-5" />
          </Button>
        )}
      </div>
      <div className="flex justify-between gap-2 text-xs text-gray-700 dark:text-gray-300">
        <span id={hintId}>{t('assistant.panel.box.hint')}</span>
        {showCounter ? (
          <span id={counterId} className={value.length >= maxLength ? 'font-semibold' : undefined}>
            {t('assistant.panel.box.counter', { count: value.length, max: maxLength })}
          </span>
        ) : null}
      </div>
    </form>
  );
}
