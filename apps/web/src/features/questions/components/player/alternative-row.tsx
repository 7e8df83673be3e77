import type { AlternativeLetter } from '@members/contract';
import { CheckCircle2, Scissors, XCircle } from 'lucide-react';
import type { KeyboardEvent, MouseEvent, Ref } from 'react';
import { cn } from '../../../../components/ui/cn.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { AlternativeReveal, type RevealedAlternative } from './alternative-reveal.tsx';

export interface AlternativeRowProps {
  letter: AlternativeLetter;
  text: string;
  selected: boolean;
  struck: boolean;
  /** The answer was sent: nothing can be chosen or struck any more. */
  locked: boolean;
  /** After the reveal: correctness, the share of learners and the explanation. */
  reveal: RevealedAlternative | null;
  focusable: boolean;
  radioRef: Ref<HTMLButtonElement>;
  onChoose: () => void;
  onStrike: () => void;
  onRadioKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

function rowLook({ selected, struck, reveal }: Pick<AlternativeRowProps, 'selected' | 'struck' | 'reveal'>): string {
  if (struck) return 'border-dashed border-gray-300 bg-gray-50 dark:border-gray-700 dark:bg-gray-950';
  if (reveal?.correct) return 'border-green-700 bg-green-50 dark:border-green-500 dark:bg-green-950';
  if (reveal?.chosen) return 'border-red-700 bg-red-50 dark:border-red-400 dark:bg-red-950';
  if (selected) return 'border-brand bg-gray-50 ring-2 ring-brand dark:bg-gray-900';
  return 'border-gray-300 bg-white hover:border-gray-400 dark:border-gray-700 dark:bg-gray-900 dark:hover:border-gray-500';
}

/** One alternative: a large radio button (A–E), the strike-out button, and after the reveal its share and explanation. */
export function AlternativeRow(props: AlternativeRowProps) {
  const { letter, text, selected, struck, locked, reveal, focusable, radioRef, onChoose, onStrike, onRadioKeyDown } =
    props;
  const { t } = useTranslation();
  const strikeOnRightClick = (event: MouseEvent) => {
    event.preventDefault();
    if (!locked) onStrike();
  };
  const VerdictIcon = reveal?.correct ? CheckCircle2 : reveal?.chosen ? XCircle : null;
  return (
    <div className="flex flex-col gap-2" data-letter={letter}>
      <div className="flex items-stretch gap-2">
        <button
          ref={radioRef}
          type="button"
          role="radio"
          aria-checked={reveal ? reveal.chosen : selected}
          aria-disabled={locked || struck ? true : undefined}
          tabIndex={focusable ? 0 : -1}
          onClick={() => !locked && !struck && onChoose()}
          onKeyDown={onRadioKeyDown}
          onContextMenu={strikeOnRightClick}
          className={cn(
            'flex min-h-14 flex-1 items-start gap-3 rounded-xl border-2 px-3 py-3 text-left text-base transition',
            locked || struck ? 'cursor-default' : 'cursor-pointer',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gray-900 dark:focus-visible:outline-white',
            rowLook({ selected, struck, reveal }),
          )}
        >
          <span
            aria-hidden="true"
            className={cn(
              'flex size-8 shrink-0 items-center justify-center rounded-full border text-sm font-bold',
              selected && !reveal
                ? 'border-brand bg-brand text-brand-foreground'
                : 'border-gray-400 text-gray-800 dark:border-gray-500 dark:text-gray-100',
            )}
          >
            {letter}
          </span>
          <span
            className={cn(
              'flex-1 pt-1',
              struck ? 'text-gray-500 line-through dark:text-gray-400' : 'text-gray-900 dark:text-gray-50',
            )}
          >
            <span className="sr-only">{t('questions.player.alternative', { letter })} </span>
            {text}
            {struck ? <span className="sr-only"> {t('questions.player.struckSuffix')}</span> : null}
          </span>
          {VerdictIcon ? (
            <span
              className={cn(
                'flex shrink-0 items-center gap-1 pt-1 text-sm font-semibold',
                reveal?.correct ? 'text-green-800 dark:text-green-300' : 'text-red-800 dark:text-red-300',
              )}
            >
              <VerdictIcon aria-hidden="true" className="size-5" />
              {reveal?.correct ? t('questions.player.correctTag') : t('questions.player.yourAnswerTag')}
            </span>
          ) : null}
        </button>
        {locked ? null : (
          <button
            type="button"
            aria-pressed={struck}
            aria-label={struck ? t('questions.player.unstrike', { letter }) : t('questions.player.strike', { letter })}
            title={struck ? t('questions.player.unstrike', { letter }) : t('questions.player.strike', { letter })}
            onClick={onStrike}
            className={cn(
              'inline-flex w-11 shrink-0 cursor-pointer items-center justify-center rounded-xl',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gray-900 dark:focus-visible:outline-white',
              struck
                ? 'bg-gray-200 text-gray-900 dark:bg-gray-700 dark:text-gray-50'
                : 'text-gray-600 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800',
            )}
          >
            <Scissors aria-hidden="true" className="size-5" />
          </button>
        )}
      </div>
      {reveal ? <AlternativeReveal reveal={reveal} /> : null}
    </div>
  );
}
