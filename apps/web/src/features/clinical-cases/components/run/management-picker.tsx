import type { RunStage } from '@members/contract';
import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { cn } from '../../../../components/ui/cn.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { intentForOption, moveIntent, orderedPicks, pickOf, type DecisionIntent } from '../../logic/run-decisions.ts';
import { OptionKey, optionButtonClass } from './option-key.tsx';
import { pickLabel } from './stage-recap.tsx';

export interface ManagementPickerProps {
  stage: RunStage;
  locked: boolean;
  onDecide: (intent: DecisionIntent) => void;
}

const iconButton = cn(
  'inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-lg border border-gray-300 text-gray-900',
  'hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gray-900',
  'aria-disabled:cursor-default aria-disabled:opacity-40 dark:border-gray-600 dark:text-gray-50 dark:hover:bg-gray-800 dark:focus-visible:outline-white',
);

/** Management: choose actions (a click or their number adds or removes one), then put them in order (↑/↓ buttons). */
export function ManagementPicker({ stage, locked, onDecide }: ManagementPickerProps) {
  const { t } = useTranslation();
  const picks = orderedPicks(stage);
  const send = (intent: DecisionIntent | null) => {
    if (intent && !locked) onDecide(intent);
  };
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-gray-700 dark:text-gray-300">{t('clinicalCases.run.managementHint')}</p>
      <ul className="flex flex-col gap-3" aria-label={stage.prompt}>
        {stage.options.map((option, index) => {
          const chosen = pickOf(stage, option.id) !== undefined;
          return (
            <li key={option.id} data-option-id={option.id} data-picked={chosen}>
              <button
                type="button"
                aria-pressed={chosen}
                aria-disabled={locked || undefined}
                aria-keyshortcuts={index < 9 ? String(index + 1) : undefined}
                onClick={() => send(intentForOption(stage, option))}
                className={optionButtonClass(chosen, locked)}
              >
                <OptionKey label={String(index + 1)} chosen={chosen} />
                <span className="flex-1 pt-1 text-gray-900 dark:text-gray-50">{option.label}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <section aria-labelledby={`run-order-${stage.id}`} className="flex flex-col gap-2">
        <h3 id={`run-order-${stage.id}`} className="font-semibold text-gray-900 dark:text-gray-50">
          {t('clinicalCases.run.yourOrder')}
        </h3>
        {picks.length === 0 ? (
          <p className="text-sm text-gray-700 dark:text-gray-300">{t('clinicalCases.run.noActions')}</p>
        ) : (
          <ol className="flex flex-col gap-2" data-testid="run-order">
            {picks.map((pick, index) => {
              const label = pickLabel(stage, pick);
              const id = pick.option_id ?? 0;
              const up = moveIntent(stage, id, -1);
              const down = moveIntent(stage, id, 1);
              return (
                <li
                  key={id}
                  className="flex items-center gap-2 rounded-lg bg-gray-50 p-2 dark:bg-gray-900"
                  data-option-id={id}
                >
                  <span className="w-6 shrink-0 text-center font-bold text-gray-900 tabular-nums dark:text-gray-50">
                    {index + 1}.
                  </span>
                  <span className="flex-1 text-gray-900 dark:text-gray-50">{label}</span>
                  <button
                    type="button"
                    className={iconButton}
                    aria-label={t('clinicalCases.run.moveUp', { label })}
                    aria-disabled={locked || up === null ? true : undefined}
                    onClick={() => send(up)}
                  >
                    <ArrowUp aria-hidden="true" className="size-4" />
                  </button>
                  <button
                    type="button"
                    className={iconButton}
                    aria-label={t('clinicalCases.run.moveDown', { label })}
                    aria-disabled={locked || down === null ? true : undefined}
                    onClick={() => send(down)}
                  >
                    <ArrowDown aria-hidden="true" className="size-4" />
                  </button>
                  <button
                    type="button"
                    className={iconButton}
                    aria-label={t('clinicalCases.run.remove', { label })}
                    aria-disabled={locked || undefined}
                    onClick={() => send({ action: 'unpick', stage_id: stage.id, option_id: id })}
                  >
                    <X aria-hidden="true" className="size-4" />
                  </button>
                </li>
              );
            })}
          </ol>
        )}
      </section>
    </div>
  );
}
