import { LoaderCircle, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { DialogClose } from '../../../components/ui/dialog.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { lazyZodResolver, type FormInput, type FormOutput } from '../../../lib/forms/lazy-zod-resolver.ts';
import { applyServerFieldErrors } from '../../../lib/forms/server-field-errors.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useEmailChangeRequest } from '../api/email-change.ts';
import { profileErrorText } from '../profile-error-text.ts';
import { FormAlert } from '../../../components/ui/form-field/form-alert.tsx';
import { InputField } from './form-field.tsx';

type Values = FormInput<'emailChangeRequest'>;
const fieldNames = ['new_email', 'password'] as const;
/** Errors that belong under a field rather than above the buttons. */
const fieldOfCode: Partial<Record<string, (typeof fieldNames)[number]>> = {
  'auth.password_wrong': 'password',
  'auth.email_unchanged': 'new_email',
};

export interface EmailChangeRequestStepProps {
  currentEmail: string;
  /** The API accepted the request: a code went to `newEmail`. */
  onSent: (newEmail: string) => void;
}

/** Step 1: the new address and the current password. */
export function EmailChangeRequestStep({ currentEmail, onSent }: EmailChangeRequestStepProps) {
  const { t } = useTranslation();
  const [resolver] = useState(() => lazyZodResolver('emailChangeRequest'));
  const form = useForm<Values, unknown, FormOutput<'emailChangeRequest'>>({
    resolver,
    mode: 'onTouched',
    defaultValues: { new_email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const request = useEmailChangeRequest();
  const [formError, setFormError] = useState<unknown>(null);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await request.mutateAsync(values);
      onSent(values.new_email);
    } catch (error) {
      const field = isApiError(error) ? fieldOfCode[error.code] : undefined;
      if (field && isApiError(error))
        form.setError(field, { type: 'server', message: error.code }, { shouldFocus: true });
      else if (
        !applyServerFieldErrors(error, fieldNames, (name, fieldError, options) =>
          form.setError(name, fieldError, options),
        )
      )
        setFormError(error);
    }
  });
  // The dialog renders in a portal but inside the profile form's React tree: keep this submit to itself.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.stopPropagation();
    void submit(event);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <p className="text-sm text-gray-700 dark:text-gray-200">
        {t('profile.emailChange.intro', { email: currentEmail })}
      </p>
      <InputField
        label={t('profile.emailChange.newEmail')}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        error={errors.new_email?.message}
        {...form.register('new_email')}
      />
      <InputField
        label={t('profile.emailChange.password')}
        type="password"
        autoComplete="current-password"
        hint={t('profile.emailChange.passwordHint')}
        error={errors.password?.message}
        {...form.register('password')}
      />
      {formError ? <FormAlert>{profileErrorText(t, formError)}</FormAlert> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="ghost">{t('profile.emailChange.close')}</Button>
        </DialogClose>
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? (
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
          ) : (
            <Send aria-hidden="true" className="size-5" />
          )}
          {isSubmitting ? t('profile.emailChange.sending') : t('profile.emailChange.sendCode')}
        </Button>
      </div>
    </form>
  );
}
