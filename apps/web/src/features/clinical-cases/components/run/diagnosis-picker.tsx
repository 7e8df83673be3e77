import type { HypothesisRole, RunPick, RunStage } from '@members/contract';
import { X } from 'lucide-react';
import { cn } from '../../../../components/ui/cn.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { orderedPicks, pickOf, type DecisionIntent } from '../../logic/run-decisions.ts';
import { OptionKey } from './option-key.tsx';
import { pickLabel } from './stage-recap.tsx';
import { TypedHypothesis } from './typed-hypothesis.tsx';

export interface DiagnosisPickerProps {
  stage: RunStage;
  locked: boolean;
  onDecide: (intent: DecisionIntent) => void;
}

const roleButton = (pressed: boolean) =>
  cn(
    'inline-flex min-h-11 cursor-pointer items-center justify-center rounded-lg border px-3 text-sm font-semibold',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gray-900 dark:focus-visible:outline-white',
    pressed
      ? 'border-brand bg-brand text-brand-foreground'
      : 'border-gray-300 text-gray-900 hover:bg-gray-100 dark:border-gray-600 dark:text-gray-50 dark:hover:bg-gray-800',
  );

/**
 * Diagnosis: each hypothesis of the list as the main one (one) or a differential (several), or typed (the API
 * matches it against accepted synonyms; one that matches nothing is kept and scores nothing: said here). Removable
 * until the stage is committed.
 */
export function DiagnosisPicker({ stage, locked, onDecide }: DiagnosisPickerProps) {
  const { t } = useTranslation();
  const choose = (optionId: number, role: HypothesisRole) => {
    const pick = pickOf(stage, optionId);
    if (locked || pick?.role === role) return;
    onDecide({ action: 'pick', stage_id: stage.id, option_id: optionId, role });
  };
  const picks = orderedPicks(stage);
  const main = picks.find((pick) => pick.role === 'main');
  const differentials = picks.filter((pick) => pick.role === 'differential');
  /** A typed hypothesis that matched none has no row in the list above: it is removed from here. */
  const removeTyped = (pick: RunPick) =>
    pick.option_id === null && pick.text !== null ? (
      <button
        type="button"
        aria-label={t('clinicalCases.run.remove', { label: pick.text })}
        aria-disabled={locked || undefined}
        className={cn(roleButton(false), 'ms-2 min-h-8 px-2 align-middle')}
        onClick={() => !locked && pick.text && onDecide({ action: 'unpick', stage_id: stage.id, text: pick.text })}
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    ) : null;
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-gray-700 dark:text-gray-300">{t('clinicalCases.run.diagnosisHint')}</p>
      <ul className="flex flex-col gap-3" aria-label={stage.prompt}>
        {stage.options.map((option, index) => {
          const pick = pickOf(stage, option.id);
          return (
            <li
              key={option.id}
              data-option-id={option.id}
              data-picked={pick !== undefined}
              className={cn(
                'flex flex-col gap-2 rounded-xl border-2 p-3 sm:flex-row sm:items-center',
                pick ? 'border-brand bg-gray-50 dark:bg-gray-900' : 'border-gray-300 dark:border-gray-700',
              )}
            >
              <span className="flex flex-1 items-start gap-3">
                <OptionKey label={String(index + 1)} chosen={pick !== undefined} />
                <span className="pt-1 text-gray-900 dark:text-gray-50">{option.label}</span>
              </span>
              <span className="flex flex-wrap gap-2" role="group" aria-label={option.label}>
                <button
                  type="button"
                  aria-pressed={pick?.role === 'main'}
                  aria-disabled={locked || undefined}
                  className={roleButton(pick?.role === 'main')}
                  onClick={() => choose(option.id, 'main')}
                >
                  {t('clinicalCases.run.role.main')}
                </button>
                <button
                  type="button"
                  aria-pressed={pick?.role === 'differential'}
                  aria-disabled={locked || undefined}
                  className={roleButton(pick?.role === 'differential')}
                  onClick={() => choose(option.id, 'differential')}
                >
                  {t('clinicalCases.run.role.differential')}
                </button>
                {pick ? (
                  <button
                    type="button"
                    aria-label={t('clinicalCases.run.remove', { label: option.label })}
                    aria-disabled={locked || undefined}
                    className={roleButton(false)}
                    onClick={() => !locked && onDecide({ action: 'unpick', stage_id: stage.id, option_id: option.id })}
                  >
                    <X aria-hidden="true" className="size-4" />
                  </button>
                ) : null}
              </span>
            </li>
          );
        })}
      </ul>
      <TypedHypothesis stageId={stage.id} locked={locked} onDecide={onDecide} />
      <div className="flex flex-col gap-1 text-gray-900 dark:text-gray-50" data-testid="run-hypotheses">
        <p className="font-semibold">{t('clinicalCases.run.yourHypotheses')}</p>
        {picks.length === 0 ? (
          <p className="text-sm text-gray-700 dark:text-gray-300">{t('clinicalCases.run.noHypotheses')}</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm">
            <li>
              {t('clinicalCases.run.role.main')}: {main ? pickLabel(stage, main) : t('clinicalCases.run.mainMissing')}
              {main && main.option_id === null ? ` (${t('clinicalCases.run.unmatched')})` : null}
              {main ? removeTyped(main) : null}
            </li>
            {differentials.map((pick) => (
              <li key={`${pick.option_id}:${pick.text}`}>
                {t('clinicalCases.run.role.differential')}: {pickLabel(stage, pick)}
                {pick.option_id === null ? ` (${t('clinicalCases.run.unmatched')})` : null}
                {removeTyped(pick)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
