import type { RunStage } from '@members/contract';
import { Check, LoaderCircle } from 'lucide-react';
import { SafeHtml } from '../../../../components/rich-text/index.ts';
import { formatMinutes } from '../../../../lib/format/index.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { intentForOption, pickOf, type DecisionIntent } from '../../logic/run-decisions.ts';
import { formatReais } from '../../logic/run-format.ts';
import { OptionKey, optionButtonClass } from './option-key.tsx';

export interface RevealListProps {
  stage: RunStage;
  locked: boolean;
  /** The browser is offline: a pick's finding comes when the connection does. */
  offline: boolean;
  onDecide: (intent: DecisionIntent) => void;
}

/**
 * History, exam, tests: what the learner may ask, examine or order; a pick shows its finding at once and cannot
 * be undone (as in clinic). Tests show their price and turnaround before ordering.
 */
export function RevealList({ stage, locked, offline, onDecide }: RevealListProps) {
  const { t, i18n } = useTranslation();
  const done = t(`clinicalCases.run.done.${stage.kind}`);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-gray-700 dark:text-gray-300">{t(`clinicalCases.run.finalNote.${stage.kind}`)}</p>
      <ul className="flex flex-col gap-3" aria-label={stage.prompt}>
        {stage.options.map((option, index) => {
          const picked = pickOf(stage, option.id) !== undefined;
          const intent = intentForOption(stage, option);
          return (
            <li key={option.id} className="flex flex-col gap-2" data-option-id={option.id} data-picked={picked}>
              <button
                type="button"
                aria-disabled={picked || locked || intent === null ? true : undefined}
                aria-keyshortcuts={index < 9 ? String(index + 1) : undefined}
                onClick={() => intent && !locked && onDecide(intent)}
                className={optionButtonClass(picked, picked || locked)}
              >
                <OptionKey label={String(index + 1)} chosen={picked} />
                <span className="flex flex-1 flex-col gap-0.5 pt-1">
                  <span className="text-gray-900 dark:text-gray-50">{option.label}</span>
                  {stage.kind === 'tests' ? (
                    <span className="text-sm text-gray-700 tabular-nums dark:text-gray-300">
                      {t('clinicalCases.run.testPrice', {
                        cost: formatReais(option.cost_cents ?? 0, i18n.language),
                        time: formatMinutes(option.turnaround_minutes ?? 0),
                      })}
                    </span>
                  ) : null}
                </span>
                {picked ? (
                  <span className="flex shrink-0 items-center gap-1 pt-1 text-sm font-semibold text-gray-800 dark:text-gray-200">
                    <Check aria-hidden="true" className="size-4" />
                    {done}
                  </span>
                ) : null}
              </button>
              {picked ? (
                <div
                  className="ml-4 rounded-lg border-l-4 border-gray-400 bg-gray-50 px-3 py-2 text-gray-900 dark:border-gray-500 dark:bg-gray-900 dark:text-gray-100"
                  data-testid="run-finding"
                >
                  {option.finding ? (
                    <SafeHtml html={option.finding} />
                  ) : (
                    <p className="flex items-center gap-2 text-sm text-gray-700 dark:text-gray-300">
                      {offline ? null : (
                        <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
                      )}
                      {offline ? t('clinicalCases.run.findingOffline') : t('clinicalCases.run.findingLoading')}
                    </p>
                  )}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      {stage.kind === 'tests' ? <TestsTotal stage={stage} /> : null}
    </div>
  );
}

/** The tests ordered in this stage: their total price and the longest turnaround (they run side by side). */
function TestsTotal({ stage }: { stage: RunStage }) {
  const { t, i18n } = useTranslation();
  const ordered = stage.options.filter((option) => pickOf(stage, option.id) !== undefined);
  const cost = ordered.reduce((sum, option) => sum + (option.cost_cents ?? 0), 0);
  const longest = Math.max(0, ...ordered.map((option) => option.turnaround_minutes ?? 0));
  return (
    <p
      className="text-sm font-semibold text-gray-900 tabular-nums dark:text-gray-50"
      data-testid="run-stage-tests-total"
    >
      {t('clinicalCases.run.stageTestsTotal', {
        count: ordered.length,
        cost: formatReais(cost, i18n.language),
        time: formatMinutes(longest),
      })}
    </p>
  );
}
