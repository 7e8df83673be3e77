import type { OptionRating, RunOption, RunStage } from '@members/contract';
import { CircleAlert, CircleCheck, CircleMinus, CircleX } from 'lucide-react';
import type { Ref } from 'react';
import { SafeHtml } from '../../../../components/rich-text/index.ts';
import { cn } from '../../../../components/ui/cn.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { pickOf } from '../../logic/run-decisions.ts';
import { optionLetter } from '../../logic/run-keys.ts';

const ratingLook: Record<OptionRating, { icon: typeof CircleCheck; className: string }> = {
  essential: { icon: CircleCheck, className: 'text-green-800 dark:text-green-300' },
  useful: { icon: CircleCheck, className: 'text-sky-800 dark:text-sky-300' },
  unnecessary: { icon: CircleMinus, className: 'text-amber-900 dark:text-amber-200' },
  harmful: { icon: CircleX, className: 'text-red-800 dark:text-red-300' },
};

function Points({ option, stage }: { option: RunOption; stage: RunStage }) {
  const { t } = useTranslation();
  const pick = pickOf(stage, option.id);
  if (stage.kind === 'diagnosis')
    return (
      <span>
        {t('clinicalCases.run.pointsAsMain', { points: option.points ?? 0 })} ·{' '}
        {t('clinicalCases.run.pointsAsDifferential', { points: option.differential_points ?? 0 })}
        {pick ? ` · ${t(`clinicalCases.run.role.${pick.role === 'main' ? 'main' : 'differential'}`)}` : null}
      </span>
    );
  return <span>{t('clinicalCases.run.points', { count: option.points ?? 0 })}</span>;
}

/** One option after the commit: chosen or not, its rating (icon and word, not colour alone), points and feedback. */
function ResultOption({ option, index, stage }: { option: RunOption; index: number; stage: RunStage }) {
  const { t } = useTranslation();
  const chosen = pickOf(stage, option.id) !== undefined;
  const look = option.rating ? ratingLook[option.rating] : null;
  const Icon = look?.icon ?? CircleAlert;
  return (
    <li
      className={cn(
        'flex flex-col gap-1 rounded-xl border-2 p-3',
        chosen ? 'border-brand' : 'border-gray-200 dark:border-gray-800',
      )}
      data-option-id={option.id}
      data-chosen={chosen}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="font-semibold text-gray-900 dark:text-gray-50">
          {stage.kind === 'question' ? `${optionLetter(index)}) ` : null}
          {option.label}
        </p>
        {chosen ? (
          <span className="text-sm font-semibold text-gray-900 dark:text-gray-50">
            {stage.kind === 'management' ? t('clinicalCases.run.youDid') : t('clinicalCases.run.youChose')}
          </span>
        ) : null}
      </div>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-800 dark:text-gray-200">
        {option.rating ? (
          <span className={cn('flex items-center gap-1 font-semibold', look?.className)}>
            <Icon aria-hidden="true" className="size-4" />
            {t(`clinicalCases.run.rating.${option.rating}`)}
          </span>
        ) : null}
        <Points option={option} stage={stage} />
        {option.expert_position !== null ? (
          <span>{t('clinicalCases.run.expertPosition', { position: option.expert_position })}</span>
        ) : null}
      </p>
      {option.feedback ? <p className="text-sm text-gray-800 dark:text-gray-200">{option.feedback}</p> : null}
    </li>
  );
}

/** A committed stage: its score, each option's rating, points and feedback, and the expert's discussion. */
export function StageResult({ stage, headingRef }: { stage: RunStage; headingRef: Ref<HTMLHeadingElement> }) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col gap-4" aria-labelledby={`run-result-${stage.id}`} data-testid="run-result">
      <h2
        id={`run-result-${stage.id}`}
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-bold text-gray-900 outline-none dark:text-gray-50"
      >
        {t('clinicalCases.run.resultHeading', { score: stage.score ?? 0, max: stage.max_score ?? 0 })}
      </h2>
      <ul className="flex flex-col gap-3">
        {stage.options.map((option, index) => (
          <ResultOption key={option.id} option={option} index={index} stage={stage} />
        ))}
      </ul>
      {stage.discussion ? (
        <div className="flex flex-col gap-2 rounded-xl bg-gray-50 p-4 dark:bg-gray-900">
          <h3 className="font-semibold text-gray-900 dark:text-gray-50">{t('clinicalCases.run.discussion')}</h3>
          <SafeHtml html={stage.discussion} className="text-gray-900 dark:text-gray-100" />
        </div>
      ) : null}
    </section>
  );
}
