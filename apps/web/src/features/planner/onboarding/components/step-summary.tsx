import { plannerIncludeFlags } from '@members/contract';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { usePlanDateFormat } from '../../shared/plan-date-format.ts';
import { formatPlanMinutes } from '../../shared/plan-minutes.ts';
import { courseIdsOf, startDateOf } from '../logic/draft.ts';
import { onboardingSteps } from './onboarding-steps.ts';
import type { StepProps } from './step-props.ts';
import { SummaryRow } from './summary-row.tsx';

/** Step 6: every answer, each with "Alterar" back to its step; "Criar plano" is the wizard's button. */
export function StepSummary({ draft, update, options }: StepProps) {
  const { t } = useTranslation();
  const formatDate = usePlanDateFormat();
  const context = { today: options.today, courseIds: options.courses.map((course) => course.id), areaIds: [] };
  const chosenCourses = new Set(courseIdsOf(draft, context));
  const none = t('planner.onboarding.summary.none');
  const list = (items: string[]) => (items.length > 0 ? items.join(', ') : none);
  const row = (label: string, step: number) => ({
    label: t(`planner.onboarding.summary.${label}`),
    stepTitle: t(`planner.onboarding.steps.${onboardingSteps[step] ?? 'summary'}`),
    onEdit: () => update({ step }),
  });
  const level =
    draft.level_mode === 'diagnostic'
      ? t('planner.onboarding.summary.levelDiagnostic', { count: Object.keys(draft.diagnostic).length })
      : draft.level_mode === 'self_rating'
        ? t('planner.onboarding.summary.levelSelfRating', { count: Object.keys(draft.self_ratings).length })
        : t('planner.onboarding.summary.levelSkip');

  return (
    <div className="flex flex-col gap-3">
      <p className="text-gray-700 dark:text-gray-300">{t('planner.onboarding.summary.intro')}</p>
      <dl>
        <SummaryRow {...row('institutions', 0)}>
          {list(options.institutions.filter(({ id }) => draft.institution_ids.includes(id)).map(({ desc }) => desc))}
        </SummaryRow>
        <SummaryRow {...row('examDate', 1)}>{draft.exam_date ? formatDate(draft.exam_date) : none}</SummaryRow>
        <SummaryRow {...row('startDate', 1)}>{formatDate(startDateOf(draft, context))}</SummaryRow>
        <SummaryRow {...row('weekly', 2)}>
          {formatPlanMinutes(draft.weekday_minutes.reduce((sum, minutes) => sum + minutes, 0))}
        </SummaryRow>
        <SummaryRow {...row('daysOff', 2)}>{list(draft.days_off.map((day) => formatDate(day)))}</SummaryRow>
        <SummaryRow {...row('courses', 3)}>
          {list(options.courses.filter(({ id }) => chosenCourses.has(id)).map(({ name }) => name))}
        </SummaryRow>
        <SummaryRow {...row('others', 3)}>
          {list(
            plannerIncludeFlags
              .filter((flag) => draft.include[flag])
              .map((flag) => t(`planner.onboarding.include.${flag}`)),
          )}
        </SummaryRow>
        <SummaryRow {...row('level', 4)}>{level}</SummaryRow>
      </dl>
    </div>
  );
}
