import { useEffect, useState, type ChangeEvent } from 'react';
import { Controller } from 'react-hook-form';
import { InstitutionField } from '../../../components/ui/form-field/institution-field.tsx';
import { TextField } from '../../../components/ui/form-field/text-field.tsx';
import { ExamYearField, TrainingPhaseField } from '../../../components/ui/form-field/training-fields.tsx';
import { formatCpf, formatPhone } from '../../../lib/forms/masks.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useInstitutions } from '../../../lib/queries/institutions.ts';
import { useSignUpMutation } from '../api/post-sign-up.ts';
import { authErrorText } from '../auth-error-text.ts';
import { keepSignUpDraft, signUpDraft } from '../sign-up-draft.ts';
import { useAuthForm } from '../use-auth-form.ts';
import { FormAlert } from '../../../components/ui/form-field/form-alert.tsx';
import { PasswordField } from './fields/password-field.tsx';
import { SubmitButton } from './fields/submit-button.tsx';

const empty = {
  nome: '',
  email: '',
  password: '',
  documento: '',
  whatsapp: '',
  instituicao_ensino: '',
  anoResidencia: '',
  periodo: '',
};

/**
 * The sign-up form; on success the code goes to the e-mail and `onCodeSent` receives the address. Back from
 * the code screen to correct the e-mail, it comes filled in with what was sent, the e-mail field focused.
 */
export function SignUpForm({ onCodeSent }: { onCodeSent: (email: string) => void }) {
  const { t } = useTranslation();
  const signUp = useSignUpMutation();
  const institutions = useInstitutions();
  const [kept] = useState(signUpDraft);
  const { form, formError, setFormError, failWith } = useAuthForm('signUp', kept ?? empty);
  const { errors, isSubmitting } = form.formState;
  const text = (name: 'nome' | 'email' | 'documento' | 'whatsapp' | 'instituicao_ensino' | 'periodo') =>
    errors[name]?.message;

  useEffect(() => {
    if (kept) form.setFocus('email', { shouldSelect: true });
  }, [kept, form]);

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
      keepSignUpDraft(form.getValues());
      onCodeSent(values.email);
    } catch (error) {
      failWith(error);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      {kept ? <FormAlert tone="success">{t('auth.signUp.fixEmail')}</FormAlert> : null}
      <TextField label={t('accountFields.name')} autoComplete="name" error={text('nome')} {...form.register('nome')} />
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={text('email')}
        {...form.register('email')}
      />
      <PasswordField
        label={t('auth.password')}
        hint={t('auth.passwordHint')}
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <TextField
        label={t('accountFields.cpf')}
        optional
        inputMode="numeric"
        autoComplete="off"
        placeholder="000.000.000-00"
        error={text('documento')}
        {...masked('documento', formatCpf)}
      />
      <TextField
        label={t('accountFields.whatsapp')}
        optional
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="(11) 91234-5678"
        error={text('whatsapp')}
        {...masked('whatsapp', formatPhone)}
      />
      <Controller
        control={form.control}
        name="instituicao_ensino"
        render={({ field: { ref, value, ...field } }) => (
          <InstitutionField
            {...field}
            value={typeof value === 'string' ? value : ''}
            inputRef={ref}
            institutions={institutions.data}
            failed={institutions.isError}
            error={text('instituicao_ensino')}
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <ExamYearField
          error={errors.anoResidencia?.message}
          {...form.register('anoResidencia', { setValueAs: (value: string) => (value === '' ? '' : Number(value)) })}
        />
        <TrainingPhaseField error={text('periodo')} {...form.register('periodo')} />
      </div>
      {formError ? <FormAlert>{authErrorText(t, formError)}</FormAlert> : null}
      <SubmitButton pending={isSubmitting}>{t('auth.signUp.submit')}</SubmitButton>
    </form>
  );
}
