import { useTranslation } from '../../../../lib/i18n/index.ts';
import type { LevelMode } from '../logic/draft.ts';
import { DiagnosticQuiz } from './diagnostic-quiz.tsx';
import { FieldIssue } from './field-issue.tsx';
import { issueText } from './issue-text.ts';
import { SelfRating } from './self-rating.tsx';
import type { StepProps } from './step-props.ts';

const modes: { mode: LevelMode; label: string; hint: string }[] = [
  { mode: 'diagnostic', label: 'diagnostic', hint: 'diagnosticHint' },
  { mode: 'self_rating', label: 'selfRating', hint: 'selfRatingHint' },
  { mode: 'skip', label: 'skip', hint: 'skipHint' },
];

/** Step 5: the level per grande área, by a quick diagnostic, a self-rating, or neither (skip). */
export function StepLevel({ draft, update, issues, options }: StepProps) {
  const { t } = useTranslation();
  const levelIssue = Object.entries(issues.fields).find(([path]) => /^(self_ratings|diagnostic)/.test(path))?.[1];

  return (
    <div className="flex flex-col gap-5">
      <p className="text-gray-700 dark:text-gray-300">{t('planner.onboarding.level.intro')}</p>
      <fieldset className="flex flex-col gap-2">
        <legend className="sr-only">{t('planner.onboarding.level.mode')}</legend>
        {modes.map(({ mode, label, hint }) => (
          <label
            key={mode}
            className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-gray-200 p-3 has-checked:border-(--brand-primary) dark:border-gray-800"
          >
            <input
              type="radio"
              name="level-mode"
              checked={(draft.level_mode ?? 'skip') === mode}
              onChange={() => update({ level_mode: mode })}
              className="mt-1 size-4 accent-(--brand-primary)"
            />
            <span className="flex flex-col">
              <span className="font-medium text-gray-900 dark:text-gray-50">
                {t(`planner.onboarding.level.${label}`)}
              </span>
              <span className="text-sm text-gray-600 dark:text-gray-300">{t(`planner.onboarding.level.${hint}`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {draft.level_mode === 'self_rating' ? (
        <SelfRating
          areas={options.areas}
          value={draft.self_ratings}
          onChange={(self_ratings) => update({ self_ratings })}
        />
      ) : null}
      {draft.level_mode === 'diagnostic' ? (
        <DiagnosticQuiz
          answers={draft.diagnostic}
          position={draft.diagnostic_position}
          onAnswer={(diagnostic) => update({ diagnostic })}
          onMove={(diagnostic_position) => update({ diagnostic_position: Math.max(0, diagnostic_position) })}
        />
      ) : null}
      <FieldIssue id="level-error" text={issueText(t, levelIssue, t('planner.onboarding.steps.level'))} />
    </div>
  );
}
