import { Clock, Wand2 } from 'lucide-react';
import { Button } from '../../../../components/ui/button.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { formatPlanMinutes } from '../../shared/plan-minutes.ts';
import { weekdayPreset } from '../logic/draft.ts';
import { DaysOffField } from './days-off-field.tsx';
import { issueText } from './issue-text.ts';
import type { StepProps } from './step-props.ts';
import { WeekdayHours } from './weekday-hours.tsx';

/** Step 3: study time per weekday (Sunday first), a preset, the weekly total, and the days off. */
export function StepHours({ draft, update, issues, options }: StepProps) {
  const { t } = useTranslation();
  const total = draft.weekday_minutes.reduce((sum, minutes) => sum + minutes, 0);
  const setDay = (weekday: number, minutes: number) =>
    update({ weekday_minutes: draft.weekday_minutes.map((old, day) => (day === weekday ? minutes : old)) });
  const daysOffIssue = Object.entries(issues.fields).find(([path]) => path.startsWith('days_off'))?.[1];

  return (
    <div className="flex flex-col gap-5">
      <p className="text-gray-700 dark:text-gray-300">{t('planner.onboarding.hours.intro')}</p>
      <Button
        variant="ghost"
        className="self-start border border-gray-300 dark:border-gray-600"
        onClick={() => update({ weekday_minutes: [...weekdayPreset] })}
      >
        <Wand2 aria-hidden="true" className="size-4" />
        {t('planner.onboarding.hours.preset')}
      </Button>
      <div className="flex flex-col gap-3">
        {draft.weekday_minutes.map((minutes, weekday) => (
          <WeekdayHours
            // The seven weekdays never move: the index is the weekday.
            key={weekday}
            weekday={weekday}
            minutes={minutes}
            onChange={(next) => setDay(weekday, next)}
            error={issueText(
              t,
              issues.fields[`weekday_minutes.${weekday}`],
              t(`planner.onboarding.hours.weekdays.${weekday}`),
            )}
          />
        ))}
      </div>
      <p
        role="status"
        className="flex items-center gap-2 rounded-lg bg-gray-100 p-3 font-medium text-gray-900 dark:bg-gray-800 dark:text-gray-50"
      >
        <Clock aria-hidden="true" className="size-5 shrink-0" />
        {t('planner.onboarding.hours.weeklyTotal', { total: formatPlanMinutes(total) })}
      </p>
      <DaysOffField
        daysOff={draft.days_off}
        today={options.today}
        onChange={(days_off) => update({ days_off })}
        error={issueText(t, daysOffIssue, t('planner.onboarding.hours.daysOff'))}
      />
    </div>
  );
}
