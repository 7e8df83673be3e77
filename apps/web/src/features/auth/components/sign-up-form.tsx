import type { ChangeEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useSignUpMutation } from '../api/post-sign-up.ts';
import { authErrorText } from '../auth-error-text.ts';
import { formatCpf, formatPhone } from '../../../lib/forms/masks.ts';
import { periodOptions, residencyYears } from '../../../lib/forms/training-options.ts';
import { useAuthForm } from '../use-auth-form.ts';
import { FormAlert } from './fields/form-alert.tsx';
import { PasswordField } from './fields/password-field.tsx';
import { SelectField } from './fields/select-field.tsx';
import { SubmitButton } from './fields/submit-button.tsx';
import { TextField } from './fields/text-field.tsx';
import { InstitutionField } from './institution-field.tsx';

const empty = { nome: '', email: '', password: '', documento: '', whatsapp: '', instituicao_ensino: '', anoResidencia: '', periodo: '' };

/** The sign-up form; on success the code goes to the e-mail and `onCodeSent` receives the address. */
export function SignUpForm({ onCodeSent }: { onCodeSent: (email: string) => void }) {
  const { t } = useTranslation();
  const signUp = useSignUpMutation();
  const { form, formError, setFormError, failWith } = useAuthForm('signUp', empty);
  const { errors, isSubmitting } = form.formState;
  const text = (name: 'nome' | 'email' | 'documento' | 'whatsapp' | 'instituicao_ensino' | 'periodo') => errors[name]?.message;

  /** register() with an as-you-type mask: the input shows the punctuation, the contract strips it. */
  const masked = (name: 'documento' | 'whatsapp', format: (value: string) => string) => {
    const field = form.register(name);
    const onChange = (event: ChangeEvent<HTMLInputElement>) => {
      event.target.value = format(event.target.value);
      return field.onChange(event);
    };
    return { ...field, onChange };
  };

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await signUp.mutateAsync(values);
      onCodeSent(values.email);
    } catch (error) {
      failWith(error);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <TextField label={t('auth.signUp.name')} autoComplete="name" error={text('nome')} {...form.register('nome')} />
      <TextField label={t('auth.email')} type="email" autoComplete="email" inputMode="email" error={text('email')} {...form.register('email')} />
      <PasswordField label={t('auth.password')} hint={t('auth.passwordHint')} autoComplete="new-password" error={errors.password?.message} {...form.register('password')} />
      <TextField label={t('auth.signUp.cpf')} inputMode="numeric" autoComplete="off" placeholder="000.000.000-00" error={text('documento')} {...masked('documento', formatCpf)} />
      <TextField label={t('auth.signUp.whatsapp')} optional type="tel" inputMode="tel" autoComplete="tel-national" placeholder="(11) 91234-5678" error={text('whatsapp')} {...masked('whatsapp', formatPhone)} />
      <InstitutionField error={text('instituicao_ensino')} {...form.register('instituicao_ensino')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('auth.signUp.year')}
          optional
          placeholder={t('auth.signUp.choose')}
          options={residencyYears().map((year) => ({ value: String(year), label: String(year) }))}
          error={errors.anoResidencia?.message}
          {...form.register('anoResidencia', { setValueAs: (value: string) => (value === '' ? '' : Number(value)) })}
        />
        <SelectField
          label={t('auth.signUp.period')}
          optional
          placeholder={t('auth.signUp.choose')}
          options={periodOptions.map(({ value, key }) => ({ value, label: t(`auth.signUp.periods.${key}`) }))}
          error={text('periodo')}
          {...form.register('periodo')}
        />
      </div>
      {formError ? <FormAlert>{authErrorText(t, formError)}</FormAlert> : null}
      <SubmitButton pending={isSubmitting}>{t('auth.signUp.submit')}</SubmitButton>
    </form>
  );
}
