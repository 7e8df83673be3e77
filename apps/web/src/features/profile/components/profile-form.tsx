import type { User } from '@members/contract';
import { LoaderCircle, Save } from 'lucide-react';
import type { ChangeEvent } from 'react';
import { Controller } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-field/form-alert.tsx';
import { InstitutionField } from '../../../components/ui/form-field/institution-field.tsx';
import { ExamYearField, TrainingPhaseField } from '../../../components/ui/form-field/training-fields.tsx';
import { formatCpf, formatPhone } from '../../../lib/forms/masks.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { profileErrorText } from '../profile-error-text.ts';
import { useInstitutions } from '../../../lib/queries/institutions.ts';
import { useProfileForm } from '../use-profile-form.ts';
import { EmailField } from './email-field.tsx';
import { InputField } from './form-field.tsx';

export interface ProfileFormProps {
  user: User;
  onSaved: (user: User) => void;
}

/** "Dados pessoais": every profile field; only the changed ones are sent. */
export function ProfileForm({ user, onSaved }: ProfileFormProps) {
  const { t } = useTranslation();
  const { form, submit, formError } = useProfileForm(user, onSaved);
  const { errors, isSubmitting } = form.formState;
  const institutions = useInstitutions();
  const error = (name: keyof typeof errors) => errors[name]?.message;
  const masked = (name: 'documento' | 'whatsapp', format: (value: string) => string) => {
    const field = form.register(name);
    return {
      ...field,
      onChange: (event: ChangeEvent<HTMLInputElement>) => (
        (event.target.value = format(event.target.value)), field.onChange(event)
      ),
    };
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4"
      aria-labelledby="profile-form-title"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label={t('accountFields.name')}
          autoComplete="name"
          error={error('nome')}
          {...form.register('nome')}
        />
        <InputField
          label={t('profile.form.nickname')}
          hint={t('profile.form.nicknameHint')}
          optional
          autoComplete="nickname"
          error={error('apelido')}
          {...form.register('apelido')}
        />
      </div>
      <EmailField user={user} onChanged={onSaved} />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label={t('accountFields.whatsapp')}
          optional
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="(11) 91234-5678"
          error={error('whatsapp')}
          {...masked('whatsapp', formatPhone)}
        />
        <InputField
          label={t('accountFields.cpf')}
          optional
          inputMode="numeric"
          autoComplete="off"
          placeholder="000.000.000-00"
          error={error('documento')}
          {...masked('documento', formatCpf)}
        />
      </div>
      <InputField
        label={t('profile.form.instagram')}
        optional
        autoComplete="off"
        autoCapitalize="none"
        placeholder={t('profile.form.instagramPlaceholder')}
        error={error('instagram')}
        {...form.register('instagram')}
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
            error={error('instituicao_ensino')}
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <ExamYearField
          stored={user.anoResidencia}
          error={error('anoResidencia')}
          {...form.register('anoResidencia', {
            setValueAs: (value: unknown) =>
              value === '' || value === null || value === undefined ? '' : Number(value),
          })}
        />
        <TrainingPhaseField error={error('periodo')} {...form.register('periodo')} />
      </div>
      {formError ? <FormAlert>{profileErrorText(t, formError)}</FormAlert> : null}
      <Button
        type="submit"
        disabled={isSubmitting}
        aria-busy={isSubmitting || undefined}
        className="w-full sm:w-auto sm:self-end"
      >
        {isSubmitting ? (
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
        ) : (
          <Save aria-hidden="true" className="size-5" />
        )}
        {isSubmitting ? t('profile.form.saving') : t('profile.form.submit')}
      </Button>
    </form>
  );
}
