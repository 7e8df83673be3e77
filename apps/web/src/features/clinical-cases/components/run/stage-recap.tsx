import type { RunPick, RunStage } from '@members/contract';
import { SafeHtml } from '../../../../components/rich-text/index.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { isRevealing, orderedPicks } from '../../logic/run-decisions.ts';
import { optionLetter } from '../../logic/run-keys.ts';

/** What a pick names: its option's label, or the text the learner typed. */
export function pickLabel(stage: RunStage, pick: RunPick): string {
  return stage.options.find((option) => option.id === pick.option_id)?.label ?? pick.text ?? '';
}

/** A committed stage in the story: what it revealed and what the learner chose, and its score. */
export function StageRecap({ stage }: { stage: RunStage }) {
  const { t } = useTranslation();
  const picks = orderedPicks(stage);
  const score =
    stage.score === null ? null : (
      <p className="text-sm font-semibold text-gray-800 tabular-nums dark:text-gray-200">
        {t('clinicalCases.run.stageScore', { score: stage.score, max: stage.max_score ?? 0 })}
      </p>
    );
  if (isRevealing(stage))
    return (
      <div className="flex flex-col gap-3">
        <dl className="flex flex-col gap-2">
          {picks.map((pick) => {
            const option = stage.options.find((candidate) => candidate.id === pick.option_id);
            return (
              <div key={pick.option_id ?? pick.text} className="rounded-lg bg-gray-50 p-3 dark:bg-gray-900">
                <dt className="font-semibold text-gray-900 dark:text-gray-50">{option?.label}</dt>
                <dd className="text-gray-800 dark:text-gray-200">
                  {option?.finding ? <SafeHtml html={option.finding} /> : null}
                </dd>
              </div>
            );
          })}
        </dl>
        {score}
      </div>
    );
  if (stage.kind === 'question') {
    const pick = picks[0];
    const index = stage.options.findIndex((option) => option.id === pick?.option_id);
    return (
      <div className="flex flex-col gap-2">
        <p className="text-gray-800 dark:text-gray-200">
          {t('clinicalCases.run.yourAnswer', { letter: optionLetter(index), text: pick ? pickLabel(stage, pick) : '' })}
        </p>
        {score}
      </div>
    );
  }
  const heading =
    stage.kind === 'diagnosis' ? t('clinicalCases.run.yourHypotheses') : t('clinicalCases.run.yourActions');
  const List = stage.kind === 'management' ? 'ol' : 'ul';
  return (
    <div className="flex flex-col gap-2">
      <p className="font-semibold text-gray-900 dark:text-gray-50">{heading}</p>
      <List className={`${List === 'ol' ? 'list-decimal' : 'list-disc'} pl-6 text-gray-800 dark:text-gray-200`}>
        {picks.map((pick) => (
          <li key={`${pick.option_id}:${pick.text}`}>
            {pickLabel(stage, pick)}
            {pick.role === 'main' ? ` (${t('clinicalCases.run.role.main')})` : null}
            {pick.role === 'differential' ? ` (${t('clinicalCases.run.role.differential')})` : null}
          </li>
        ))}
      </List>
      {score}
    </div>
  );
}
