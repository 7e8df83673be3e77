import type { FlashcardSettings } from '@members/contract';
import { LoaderCircle, Save } from 'lucide-react';
import { Controller } from 'react-hook-form';
import { Button } from '../../../../components/ui/button.tsx';
import { FormAlert } from '../../../../components/ui/form-field/form-alert.tsx';
import { TextField } from '../../../../components/ui/form-field/text-field.tsx';
import { translateError } from '../../../../lib/api/translate-error.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { DaysOffField } from './days-off-field.tsx';
import { RetentionField } from './retention-field.tsx';
import { useSettingsForm } from './use-settings-form.ts';

/** Retention, new cards and reviews per day, days off; saved together. */
export function SettingsForm({ settings }: { settings: FlashcardSettings }) {
  const { t } = useTranslation();
  const { form, submit, formError } = useSettingsForm(settings);
  const { errors, isSubmitting } = form.formState;
  const retention = form.watch('desired_retention');
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex max-w-2xl flex-col gap-5"
      data-testid="settings-form"
    >
      <RetentionField
        value={Number(retention)}
        error={errors.desired_retention?.message}
        field={form.register('desired_retention', { valueAsNumber: true })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('flashcards.settings.newPerDay')}
          type="number"
          inputMode="numeric"
          min={0}
          max={500}
          error={errors.new_per_day?.message}
          {...form.register('new_per_day', { valueAsNumber: true })}
        />
        <TextField
          label={t('flashcards.settings.maxReviews')}
          type="number"
          inputMode="numeric"
          min={1}
          max={9999}
          error={errors.max_reviews_per_day?.message}
          {...form.register('max_reviews_per_day', { valueAsNumber: true })}
        />
      </div>
      <Controller
        control={form.control}
        name="days_off"
        render={({ field, fieldState }) => (
          <DaysOffField
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message ?? fieldState.error?.root?.message}
          />
        )}
      />
      {formError ? (
        <FormAlert>
          {t('flashcards.settings.saveFailed')} {translateError(t, formError)}
        </FormAlert>
      ) : null}
      <Button type="submit" className="self-start text-base" disabled={isSubmitting}>
        {isSubmitting ? (
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
        ) : (
          <Save aria-hidden="true" className="size-5" />
        )}
        {isSubmitting ? t('flashcards.settings.saving') : t('flashcards.settings.save')}
      </Button>
    </form>
  );
}
