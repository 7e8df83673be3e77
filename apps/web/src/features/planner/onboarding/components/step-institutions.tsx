import { X } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { TextField } from '../../../../components/ui/form-field/text-field.tsx';
import { searchable } from '../../../../lib/forms/institution-search.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { FieldIssue } from './field-issue.tsx';
import { issueText } from './issue-text.ts';
import type { StepProps } from './step-props.ts';

const shownAtMost = 30;

/** Step 1: the target exams (institutions of the question bank), any number: search, tick, chips of the chosen. */
export function StepInstitutions({ draft, update, issues, options }: StepProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const errorId = useId();
  const chosen = new Set(draft.institution_ids);
  const matches = useMemo(() => {
    const words = searchable(query).split(' ').filter(Boolean);
    return options.institutions.filter((institution) => {
      const text = searchable(institution.desc);
      return words.every((word) => text.includes(word));
    });
  }, [options.institutions, query]);
  const toggle = (id: number) =>
    update({
      institution_ids: chosen.has(id)
        ? draft.institution_ids.filter((other) => other !== id)
        : [...draft.institution_ids, id],
    });
  const error = issueText(t, issues.fields['institution_ids'], t('planner.onboarding.steps.institutions'));
  const chosenInstitutions = options.institutions.filter((institution) => chosen.has(institution.id));

  return (
    <div className="flex flex-col gap-4">
      <p className="text-gray-700 dark:text-gray-300">{t('planner.onboarding.institutions.intro')}</p>
      <section aria-labelledby={`${errorId}-chosen`} className="flex flex-col gap-2">
        <h3 id={`${errorId}-chosen`} className="text-sm font-semibold text-gray-900 dark:text-gray-50">
          {t('planner.onboarding.institutions.chosen')}
        </h3>
        {chosenInstitutions.length === 0 ? (
          <p className="text-sm text-gray-600 dark:text-gray-300">{t('planner.onboarding.institutions.noneChosen')}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {chosenInstitutions.map((institution) => (
              <li
                key={institution.id}
                className="inline-flex items-center gap-1 rounded-full bg-gray-200 py-1 pr-1 pl-3 text-sm font-medium text-gray-900 dark:bg-gray-800 dark:text-gray-50"
              >
                {institution.desc}
                <button
                  type="button"
                  aria-label={t('planner.onboarding.institutions.remove', { name: institution.desc })}
                  onClick={() => toggle(institution.id)}
                  className="inline-flex size-8 items-center justify-center rounded-full hover:bg-gray-300 focus-visible:outline-2 focus-visible:outline-gray-900 dark:hover:bg-gray-700 dark:focus-visible:outline-white"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <TextField
        label={t('planner.onboarding.institutions.search')}
        hint={t('planner.onboarding.institutions.searchHint')}
        type="search"
        autoComplete="off"
        value={query}
        describedBy={error ? errorId : undefined}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          // Enter picks the first match instead of leaving the step.
          if (event.key !== 'Enter') return;
          event.preventDefault();
          const first = matches.find((institution) => !chosen.has(institution.id));
          if (first && query.trim()) toggle(first.id);
        }}
      />
      <FieldIssue id={errorId} text={error} />
      <fieldset className="flex flex-col gap-1">
        <legend className="sr-only">{t('planner.onboarding.institutions.results')}</legend>
        {matches.length === 0 ? (
          <p className="text-sm text-gray-600 dark:text-gray-300">
            {t('planner.onboarding.institutions.noMatch', { query })}
          </p>
        ) : null}
        {matches.slice(0, shownAtMost).map((institution) => (
          <label
            key={institution.id}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-gray-100 dark:hover:bg-gray-800"
          >
            <input
              type="checkbox"
              checked={chosen.has(institution.id)}
              onChange={() => toggle(institution.id)}
              className="size-5 accent-(--brand-primary)"
            />
            <span className="flex-1 text-gray-900 dark:text-gray-50">{institution.desc}</span>
            <span className="text-sm text-gray-600 dark:text-gray-300">
              {t('planner.onboarding.institutions.questions', { count: institution.questions })}
            </span>
          </label>
        ))}
        {matches.length > shownAtMost ? (
          <p className="text-sm text-gray-600 dark:text-gray-300">
            {t('planner.onboarding.institutions.more', { count: matches.length - shownAtMost })}
          </p>
        ) : null}
      </fieldset>
    </div>
  );
}
