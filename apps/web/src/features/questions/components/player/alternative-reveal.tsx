import { SafeHtml } from '../../../../components/rich-text/index.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';

export interface RevealedAlternative {
  correct: boolean;
  chosen: boolean;
  /** Whole percentage of learners who chose it. */
  share: number;
  explanation: string;
}

/** Under a revealed alternative: how many learners chose it (a bar with the %) and why it is right or wrong. */
export function AlternativeReveal({ reveal }: { reveal: RevealedAlternative }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2 pl-3 sm:pl-14">
      <div className="flex items-center gap-3" data-testid="alternative-share">
        <div aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-gray-200 dark:bg-gray-700">
          <div
            className={
              reveal.correct
                ? 'h-full rounded-full bg-green-700 dark:bg-green-400'
                : 'h-full rounded-full bg-gray-500 dark:bg-gray-400'
            }
            style={{ width: `${reveal.share}%` }}
          />
        </div>
        <span className="w-40 shrink-0 text-sm text-gray-700 tabular-nums dark:text-gray-300">
          {t('questions.player.share', { share: reveal.share })}
        </span>
      </div>
      {reveal.explanation.trim() ? (
        <SafeHtml html={reveal.explanation} className="text-sm text-gray-700 dark:text-gray-300" />
      ) : null}
    </div>
  );
}
