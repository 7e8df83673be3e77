import type { AnswerResult } from '@members/contract';
import { CheckCircle2, CircleSlash, XCircle } from 'lucide-react';
import type { Ref } from 'react';
import { SafeHtml } from '../../../../components/rich-text/index.ts';
import { cn } from '../../../../components/ui/cn.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';

function verdictOf(result: AnswerResult) {
  if (result.correct_alternative === null)
    return {
      key: 'annulled',
      Icon: CircleSlash,
      look: 'border-amber-600 bg-amber-50 text-amber-950 dark:bg-amber-950 dark:text-amber-50',
    } as const;
  if (result.correct)
    return {
      key: 'correct',
      Icon: CheckCircle2,
      look: 'border-green-700 bg-green-50 text-green-950 dark:border-green-500 dark:bg-green-950 dark:text-green-50',
    } as const;
  return {
    key: 'wrong',
    Icon: XCircle,
    look: 'border-red-700 bg-red-50 text-red-950 dark:border-red-400 dark:bg-red-950 dark:text-red-50',
  } as const;
}

/** After the answer: right or wrong in words and icon, the correct letter, the question's explanation. */
export function AnswerVerdict({ result, headingRef }: { result: AnswerResult; headingRef?: Ref<HTMLHeadingElement> }) {
  const { t } = useTranslation();
  const { key, Icon, look } = verdictOf(result);
  return (
    <section
      aria-labelledby="answer-verdict"
      className={cn('flex flex-col gap-3 rounded-xl border-l-4 p-4', look)}
      data-testid="answer-verdict"
      data-verdict={key}
    >
      <h3
        id="answer-verdict"
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-2 text-lg font-bold focus:outline-none"
      >
        <Icon aria-hidden="true" className="size-6 shrink-0" />
        {t(`questions.player.verdict.${key}`)}
      </h3>
      {result.correct_alternative ? (
        <p className="font-semibold">
          {t('questions.player.correctAlternative', { letter: result.correct_alternative, chosen: result.chosen })}
        </p>
      ) : null}
      {result.explanation.trim() ? (
        <div className="flex flex-col gap-1">
          <h4 className="text-sm font-semibold tracking-wide uppercase">{t('questions.player.explanation')}</h4>
          <SafeHtml html={result.explanation} className="text-base" />
        </div>
      ) : null}
      <p className="text-sm opacity-90">{t('questions.player.answersCount', { count: result.answers_count })}</p>
    </section>
  );
}
