import type { RunStage } from '@members/contract';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { pickOf, type DecisionIntent } from '../../logic/run-decisions.ts';
import { optionLetter } from '../../logic/run-keys.ts';
import { OptionKey, optionButtonClass } from './option-key.tsx';

/** A question stage: the alternatives A–E as the question bank's player shows them; one answer, changeable until committed. */
export function QuestionPicker({
  stage,
  locked,
  onDecide,
}: {
  stage: RunStage;
  locked: boolean;
  onDecide: (intent: DecisionIntent) => void;
}) {
  const { t } = useTranslation();
  return (
    <div role="radiogroup" aria-label={stage.prompt} className="flex flex-col gap-3">
      {stage.options.map((option, index) => {
        const chosen = pickOf(stage, option.id) !== undefined;
        const letter = optionLetter(index);
        return (
          <button
            key={option.id}
            type="button"
            role="radio"
            aria-checked={chosen}
            aria-disabled={locked || undefined}
            aria-keyshortcuts={`${letter} ${index + 1}`}
            data-option-id={option.id}
            data-picked={chosen}
            onClick={() => !locked && !chosen && onDecide({ action: 'pick', stage_id: stage.id, option_id: option.id })}
            className={optionButtonClass(chosen, locked)}
          >
            <OptionKey label={letter} chosen={chosen} />
            <span className="flex-1 pt-1 text-gray-900 dark:text-gray-50">
              <span className="sr-only">{t('clinicalCases.run.alternative', { letter })} </span>
              {option.label}
            </span>
          </button>
        );
      })}
    </div>
  );
}
