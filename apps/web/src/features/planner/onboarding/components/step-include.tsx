import type { PlannerIncludeFlag } from '@members/contract';
import { useId } from 'react';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { formatPlanMinutes } from '../../shared/plan-minutes.ts';
import { courseIdsOf } from '../logic/draft.ts';
import { FieldIssue } from './field-issue.tsx';
import { issueText } from './issue-text.ts';
import type { StepProps } from './step-props.ts';

const rowClass =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-gray-200 px-3 py-2 hover:bg-gray-50 dark:border-gray-800 dark:hover:bg-gray-900';
const legendClass = 'mb-2 text-base font-semibold text-gray-900 dark:text-gray-50';

/** Step 4: the accessible courses to plan (all unless unticked) and the other kinds of work, with their counts. */
export function StepInclude({ draft, update, issues, options }: StepProps) {
  const { t } = useTranslation();
  const id = useId();
  const context = { today: options.today, courseIds: options.courses.map((course) => course.id), areaIds: [] };
  const courseIds = new Set(courseIdsOf(draft, context));
  const toggleCourse = (courseId: string) =>
    update({
      course_ids: context.courseIds.filter((other) =>
        other === courseId ? !courseIds.has(other) : courseIds.has(other),
      ),
    });
  const counts: Record<PlannerIncludeFlag, number> = {
    questions: options.counts.questions,
    flashcards: options.counts.reviews_due,
    cases: options.counts.cases,
    simulados: options.counts.simulados,
  };
  const courseIssue = Object.entries(issues.fields).find(([path]) => path.startsWith('include'))?.[1];
  const error = issueText(t, courseIssue, t('planner.onboarding.include.courses'));

  return (
    <div className="flex flex-col gap-5">
      <p className="text-gray-700 dark:text-gray-300">{t('planner.onboarding.include.intro')}</p>
      <fieldset aria-describedby={error ? `${id}-error` : undefined}>
        <legend className={legendClass}>{t('planner.onboarding.include.courses')}</legend>
        {options.courses.length === 0 ? (
          <p className="text-sm text-gray-600 dark:text-gray-300">{t('planner.onboarding.include.noCourses')}</p>
        ) : (
          <div className="flex flex-col gap-2">
            {options.courses.map((course) => (
              <label key={course.id} className={rowClass}>
                <input
                  type="checkbox"
                  checked={courseIds.has(course.id)}
                  onChange={() => toggleCourse(course.id)}
                  className="size-5 accent-(--brand-primary)"
                />
                <span className="flex flex-1 flex-col">
                  <span className="font-medium text-gray-900 dark:text-gray-50">{course.name}</span>
                  <span className="text-sm text-gray-600 dark:text-gray-300">
                    {t('planner.onboarding.include.lessons', { count: course.lessons })} ·{' '}
                    {formatPlanMinutes(course.minutes)}
                  </span>
                </span>
              </label>
            ))}
          </div>
        )}
      </fieldset>
      <fieldset>
        <legend className={legendClass}>{t('planner.onboarding.include.others')}</legend>
        <div className="flex flex-col gap-2">
          {(Object.keys(counts) as PlannerIncludeFlag[]).map((flag) => (
            <label key={flag} className={rowClass}>
              <span className="flex flex-1 flex-col">
                <span className="font-medium text-gray-900 dark:text-gray-50">
                  {t(`planner.onboarding.include.${flag}`)}
                </span>
                <span className="text-sm text-gray-600 dark:text-gray-300">
                  {t(`planner.onboarding.include.${flag}Count`, { count: counts[flag] })}
                </span>
              </span>
              <input
                type="checkbox"
                checked={draft.include[flag]}
                onChange={(event) => update({ include: { ...draft.include, [flag]: event.target.checked } })}
                className="size-5 accent-(--brand-primary)"
              />
            </label>
          ))}
        </div>
      </fieldset>
      <FieldIssue id={`${id}-error`} text={error} />
    </div>
  );
}
