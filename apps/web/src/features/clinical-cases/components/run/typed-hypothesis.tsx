import type { HypothesisRole } from '@members/contract';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import type { DecisionIntent } from '../../logic/run-decisions.ts';

const outline = 'border border-gray-300 dark:border-gray-600';

/** A hypothesis typed by the learner (2–200 characters), added as the main one or a differential. */
export function TypedHypothesis({
  stageId,
  locked,
  onDecide,
}: {
  stageId: number;
  locked: boolean;
  onDecide: (intent: DecisionIntent) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const trimmed = text.trim();
  const valid = trimmed.length >= 2 && trimmed.length <= 200;
  // The button pressed says the role (Enter in the field presses the first one: the main hypothesis).
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!valid || locked) return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const role: HypothesisRole = submitter?.dataset.role === 'differential' ? 'differential' : 'main';
    onDecide({ action: 'pick', stage_id: stageId, text: trimmed, role });
    setText('');
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <label htmlFor={`${id}-input`} className="font-semibold text-gray-900 dark:text-gray-50">
        {t('clinicalCases.run.typeLabel')}
      </label>
      <p id={`${id}-hint`} className="text-sm text-gray-700 dark:text-gray-300">
        {t('clinicalCases.run.typeHint')}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={`${id}-input`}
          value={text}
          maxLength={200}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setText(event.target.value)}
          disabled={locked}
          className="min-h-11 flex-1 rounded-lg border border-gray-400 bg-white px-3 text-base text-gray-900 dark:border-gray-600 dark:bg-gray-950 dark:text-gray-50"
        />
        <Button type="submit" variant="ghost" className={outline} disabled={!valid || locked} data-role="main">
          {t('clinicalCases.run.addAsMain')}
        </Button>
        <Button type="submit" variant="ghost" className={outline} disabled={!valid || locked} data-role="differential">
          {t('clinicalCases.run.addAsDifferential')}
        </Button>
      </div>
    </form>
  );
}
