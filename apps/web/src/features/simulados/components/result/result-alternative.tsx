import type { AlternativeLetter } from '@members/contract';
import { Check, UserRound, X } from 'lucide-react';
import { cn } from '../../../../components/ui/cn.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { formatPercent, intlLocale } from '../../logic/format.ts';
import { InlineHtml } from '../inline-html.tsx';

export interface ResultAlternativeProps {
  letter: AlternativeLetter;
  text: string;
  /** Share of takers who chose it (0–1); null while the answer key is held back. */
  share: number | null;
  chosen: boolean;
  correct: boolean;
  /** False while the answer key is held back: the choice shows, neither right nor wrong. */
  revealed: boolean;
}

/** One alternative of the result: the learner's choice and the correct one marked with icons and words, and the takers' share. */
export function ResultAlternative({ letter, text, share, chosen, correct, revealed }: ResultAlternativeProps) {
  const { t, i18n } = useTranslation();
  const percent = share === null ? null : Math.round(share * 1000) / 10;
  const wrongChoice = revealed && chosen && !correct;
  const neutralChoice = !revealed && chosen;
  return (
    <li
      className={cn(
        'flex flex-col gap-2 rounded-xl border-2 px-3 py-3',
        correct
          ? 'border-green-600 dark:border-green-500'
          : wrongChoice
            ? 'border-red-600 dark:border-red-500'
            : neutralChoice
              ? 'border-gray-800 dark:border-gray-200'
              : 'border-gray-200 dark:border-gray-700',
      )}
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className={cn(
            'flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold',
            correct
              ? 'border-green-700 bg-green-700 text-white'
              : wrongChoice
                ? 'border-red-700 bg-red-700 text-white'
                : neutralChoice
                  ? 'border-gray-800 bg-gray-800 text-white dark:border-gray-200 dark:bg-gray-200 dark:text-gray-900'
                  : 'border-gray-400 text-gray-700 dark:text-gray-200',
          )}
        >
          {letter}
        </span>
        <p className="flex-1 pt-1 text-gray-900 dark:text-gray-50">
          <span className="sr-only">{t('simulados.exam.alternative', { letter })} </span>
          <InlineHtml html={text} />
        </p>
      </div>
      {correct || chosen || percent !== null ? (
        <div className="flex flex-wrap items-center gap-2 pl-11">
          {correct ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900 dark:bg-green-950 dark:text-green-100">
              <Check aria-hidden="true" className="size-3.5" />
              {t('simulados.result.correctAlternative')}
            </span>
          ) : null}
          {chosen ? (
            <span
              className={cn(
                'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold',
                wrongChoice
                  ? 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100'
                  : 'bg-gray-900 text-white dark:bg-gray-100 dark:text-gray-900',
              )}
            >
              {wrongChoice ? (
                <X aria-hidden="true" className="size-3.5" />
              ) : (
                <UserRound aria-hidden="true" className="size-3.5" />
              )}
              {t('simulados.result.yourChoice')}
            </span>
          ) : null}
          {percent === null ? null : (
            <span className="flex min-w-40 flex-1 items-center gap-2 text-xs text-gray-700 dark:text-gray-200">
              <span
                aria-hidden="true"
                className="h-1.5 max-w-32 flex-1 overflow-hidden rounded-full bg-gray-200 dark:bg-gray-700"
              >
                <span
                  className="block h-full rounded-full bg-gray-500 dark:bg-gray-400"
                  style={{ width: `${percent}%` }}
                />
              </span>
              <span className="tabular-nums">
                {t('simulados.result.share', { percent: formatPercent(percent, intlLocale(i18n.resolvedLanguage)) })}
              </span>
            </span>
          )}
        </div>
      ) : null}
    </li>
  );
}
