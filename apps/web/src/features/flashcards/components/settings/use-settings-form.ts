import { zodResolver } from '@hookform/resolvers/zod';
import { flashcardSettingsInputSchema, type FlashcardSettings, type FlashcardSettingsInput } from '@members/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerFieldErrors } from '../../../../lib/forms/server-field-errors.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { showToast } from '../../../../lib/toast/show-toast.tsx';
import { useSaveSettings } from '../../api/settings.ts';

export const settingsFieldNames = ['desired_retention', 'new_per_day', 'max_reviews_per_day', 'days_off'] as const;

export function settingsValues(settings: FlashcardSettings): FlashcardSettingsInput {
  return {
    desired_retention: settings.desired_retention,
    new_per_day: settings.new_per_day,
    max_reviews_per_day: settings.max_reviews_per_day,
    days_off: [...settings.days_off].sort(),
  };
}

/**
 * The settings form: react-hook-form on the contract's schema (zod is already in this page's chunk: its calls
 * parse their answers with the contract). A 422 lands under its fields, anything else above the button.
 */
export function useSettingsForm(settings: FlashcardSettings) {
  const { t } = useTranslation();
  const form = useForm<FlashcardSettingsInput>({
    resolver: zodResolver(flashcardSettingsInputSchema),
    mode: 'onTouched',
    defaultValues: settingsValues(settings),
  });
  const save = useSaveSettings();
  const [formError, setFormError] = useState<unknown>(null);

  const submit = form.handleSubmit(async (input) => {
    setFormError(null);
    try {
      const saved = await save.mutateAsync(input);
      form.reset(settingsValues(saved));
      showToast({ message: t('flashcards.settings.saved') });
    } catch (error) {
      const placed = applyServerFieldErrors(error, settingsFieldNames, (name, fieldError, options) =>
        form.setError(name, fieldError, options),
      );
      if (!placed) setFormError(error);
    }
  });

  return { form, submit, formError };
}
