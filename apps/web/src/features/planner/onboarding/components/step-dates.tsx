import { CalendarClock } from 'lucide-react';
import { useId } from 'react';
import { DatePicker } from '../../../../components/ui/date-picker/date-picker.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { startDateOf } from '../logic/draft.ts';
import { enterKeepsStep } from './enter-keeps-step.ts';
import { dateKeyOf, dateOfKey, daysBetween } from '../logic/plan-dates.ts';
import { FieldIssue } from './field-issue.tsx';
import { issueText } from './issue-text.ts';
import type { StepProps } from './step-props.ts';

/** Step 2: the exam date and the start date (today unless changed), and how long that leaves. */
export function StepDates({ draft, update, issues, options }: StepProps) {
  const { t } = useTranslation();
  const id = useId();
  const start = startDateOf(draft, { today: options.today, courseIds: [], areaIds: [] });
  const days = draft.exam_date ? daysBetween(start, draft.exam_date) : null;
  const beforeToday = { before: dateOfKey(options.today) ?? new Date() };
  const examLabel = t('planner.onboarding.dates.exam');
  const startLabel = t('planner.onboarding.dates.start');
  const examError = issueText(t, issues.fields['exam_date'], examLabel);
  const startError = issueText(t, issues.fields['start_date'], startLabel);

  return (
    <div className="flex flex-col gap-5" onKeyDown={enterKeepsStep}>
      <p className="text-gray-700 dark:text-gray-300">{t('planner.onboarding.dates.intro')}</p>
      <div className="flex flex-col gap-1">
        <DatePicker
          id={`${id}-exam`}
          label={examLabel}
          value={dateOfKey(draft.exam_date)}
          disabledDays={beforeToday}
          onChange={(date) => update({ exam_date: date ? dateKeyOf(date) : null })}
        />
        <FieldIssue id={`${id}-exam-error`} text={examError} forControl={`${id}-exam`} />
      </div>
      <div className="flex flex-col gap-1">
        <DatePicker
          id={`${id}-start`}
          label={startLabel}
          value={dateOfKey(start)}
          disabledDays={beforeToday}
          onChange={(date) => update({ start_date: date ? dateKeyOf(date) : null })}
        />
        <p className="text-sm text-gray-600 dark:text-gray-300">{t('planner.onboarding.dates.startHint')}</p>
        <FieldIssue id={`${id}-start-error`} text={startError} forControl={`${id}-start`} />
      </div>
      {days !== null && days > 0 ? (
        <p
          role="status"
          className="flex items-center gap-2 rounded-lg bg-gray-100 p-3 font-medium text-gray-900 dark:bg-gray-800 dark:text-gray-50"
        >
          <CalendarClock aria-hidden="true" className="size-5 shrink-0" />
          {t('planner.onboarding.dates.days', { count: days })} ·{' '}
          {t('planner.onboarding.dates.weeks', { count: Math.floor(days / 7) })}
        </p>
      ) : null}
    </div>
  );
}
