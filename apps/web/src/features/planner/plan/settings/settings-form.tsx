import type { PlanSummary } from '@members/contract';
import { Controller } from 'react-hook-form';
import { Button } from '../../../../components/ui/button.tsx';
import { DatePicker } from '../../../../components/ui/date-picker/date-picker.tsx';
import { FormAlert } from '../../../../components/ui/form-field/form-alert.tsx';
import { translateError } from '../../../../lib/api/translate-error.ts';
import { fieldErrorText } from '../../../../lib/forms/field-error-text.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { dateToKey, keyToDate } from './date-key.ts';
import { DaysOffDatesField } from './days-off-dates-field.tsx';
import { usePlanSettingsForm } from './use-plan-settings-form.ts';
import { WeekdayHoursField } from './weekday-hours-field.tsx';

/** What a code under a field says: a contract field code with the field's label, or a translated planner code. */
function useFieldText() {
  const { t } = useTranslation();
  return (code: string | undefined, label: string) =>
    code === undefined ? undefined : code.startsWith('planner.') ? t(`errors.${code}`) : fieldErrorText(t, code, label);
}

/** The settings form: exam date, hours per weekday, days off; "Salvar e reajustar". */
export function SettingsForm({ summary, onSaved }: { summary: PlanSummary; onSaved: () => void }) {
  const { t } = useTranslation();
  const fieldText = useFieldText();
  const { form, submit, formError, saving } = usePlanSettingsForm(summary, onSaved);
  const errors = form.formState.errors;
  const examLabel = t('planner.plan.settings.examDate');
  const examError = fieldText(errors.exam_date?.message, examLabel);
  const hoursError = fieldText(
    errors.weekday_minutes?.message ?? errors.weekday_minutes?.root?.message,
    t('planner.plan.settings.hours'),
  );
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      <Controller
        control={form.control}
        name="exam_date"
        render={({ field }) => (
          <div className="flex flex-col gap-1">
            <DatePicker
              label={examLabel}
              value={keyToDate(field.value)}
              onChange={(date) => field.onChange(date ? dateToKey(date) : '')}
            />
            {examError ? <p className="text-sm font-medium text-red-700 dark:text-red-300">{examError}</p> : null}
          </div>
        )}
      />
      <Controller
        control={form.control}
        name="weekday_minutes"
        render={({ field }) => <WeekdayHoursField value={field.value} onChange={field.onChange} error={hoursError} />}
      />
      <Controller
        control={form.control}
        name="days_off"
        render={({ field }) => <DaysOffDatesField value={field.value ?? []} onChange={field.onChange} />}
      />
      {formError ? <FormAlert>{translateError(t, formError)}</FormAlert> : null}
      <Button type="submit" disabled={saving}>
        {t('planner.plan.settings.submit')}
      </Button>
    </form>
  );
}
