import type { User } from '@members/contract';
import { Check, LoaderCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { lazyZodResolver, type FormInput, type FormOutput } from '../../../lib/forms/lazy-zod-resolver.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useEmailChangeCancel, useEmailChangeConfirm } from '../api/email-change.ts';
import { emailChangeCodeMinutes } from '../email-change-rules.ts';
import { profileErrorText } from '../profile-error-text.ts';
import { EmailCodeResendButton } from './email-code-resend-button.tsx';
import { FormAlert } from '../../../components/ui/form-field/form-alert.tsx';
import { InputField } from './form-field.tsx';

export interface EmailChangeCodeStepProps {
  newEmail: string;
  onConfirmed: (user: User) => void;
  /** The change was cancelled (its code no longer works). */
  onCancelled: () => void;
}

/** Step 2: the 6-digit code sent to the new address (15 minutes), resend, cancel. */
export function EmailChangeCodeStep({ newEmail, onConfirmed, onCancelled }: EmailChangeCodeStepProps) {
  const { t } = useTranslation();
  const [resolver] = useState(() => lazyZodResolver('emailChangeConfirm'));
  const form = useForm<FormInput<'emailChangeConfirm'>, unknown, FormOutput<'emailChangeConfirm'>>({
    resolver,
    mode: 'onTouched',
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const confirm = useEmailChangeConfirm();
  const cancel = useEmailChangeCancel();
  const [formError, setFormError] = useState<unknown>(null);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      onConfirmed((await confirm.mutateAsync(values)).user);
    } catch (error) {
      if (isApiError(error) && error.code === 'auth.code_invalid')
        form.setError('code', { type: 'server', message: error.code }, { shouldFocus: true });
      else setFormError(error);
    }
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.stopPropagation();
    void submit(event);
  };

  return (
    <div className="flex flex-col gap-4">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <p className="text-sm text-gray-700 dark:text-gray-200">
          {t('profile.emailChange.codeSent', { email: newEmail, minutes: emailChangeCodeMinutes })}
        </p>
        <InputField
          label={t('profile.emailChange.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={errors.code?.message}
          {...form.register('code')}
        />
        {formError ? <FormAlert>{profileErrorText(t, formError)}</FormAlert> : null}
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? (
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
          ) : (
            <Check aria-hidden="true" className="size-5" />
          )}
          {isSubmitting ? t('profile.emailChange.confirming') : t('profile.emailChange.confirm')}
        </Button>
      </form>
      <EmailCodeResendButton />
      {cancel.isError ? <FormAlert>{profileErrorText(t, cancel.error)}</FormAlert> : null}
      <Button
        variant="ghost"
        disabled={cancel.isPending}
        aria-busy={cancel.isPending || undefined}
        onClick={() => cancel.mutate(undefined, { onSuccess: onCancelled })}
      >
        {t('profile.emailChange.cancelChange')}
      </Button>
    </div>
  );
}
