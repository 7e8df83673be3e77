import { zodResolver } from '@hookform/resolvers/zod';
import { planSettingsSchema, type PlanSettings, type PlanSummary } from '@members/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerFieldErrors } from '../../../../lib/forms/server-field-errors.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { showToast } from '../../../../lib/toast/show-toast.tsx';
import { useSavePlanSettings } from '../../api/put-plan-settings.ts';

const fieldNames = ['exam_date', 'weekday_minutes', 'days_off'] as const;

/** The form's values from the plan as it is. */
export const settingsOf = (summary: PlanSummary): PlanSettings => ({
  exam_date: summary.exam_date,
  weekday_minutes: [...summary.weekday_minutes],
  days_off: [...summary.days_off].sort(),
});

/**
 * The settings form on the contract's schema. Saving re-plans on the API; then the page refreshes and a toast
 * says "Plano reajustado". A 422 lands under its field; any other error (translated) above the button.
 */
export function usePlanSettingsForm(summary: PlanSummary, onSaved: () => void) {
  const { t } = useTranslation();
  const form = useForm<PlanSettings>({
    resolver: zodResolver(planSettingsSchema),
    mode: 'onTouched',
    defaultValues: settingsOf(summary),
  });
  const save = useSavePlanSettings(summary.id);
  const [formError, setFormError] = useState<unknown>(null);
  const submit = form.handleSubmit(async (settings) => {
    setFormError(null);
    try {
      await save.mutateAsync(settings);
      showToast({ message: t('planner.plan.replanned') });
      onSaved();
    } catch (error) {
      const placed = applyServerFieldErrors(error, fieldNames, (name, fieldError, options) =>
        form.setError(name, fieldError, options),
      );
      if (!placed) setFormError(error);
    }
  });
  return { form, submit, formError, saving: save.isPending };
}
