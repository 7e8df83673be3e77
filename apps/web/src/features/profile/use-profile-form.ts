import type { User } from '@members/contract';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { lazyZodResolver } from '../../lib/forms/lazy-zod-resolver.ts';
import { applyServerFieldErrors } from '../../lib/forms/server-field-errors.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { showToast } from '../../lib/toast/show-toast.tsx';
import { useUpdateProfileMutation } from './api/post-profile.ts';
import {
  changesOnlyResolver,
  dirtyProfileChanges,
  profileFieldNames,
  profileFormValues,
  type ProfileFormInput,
  type ProfileFormOutput,
} from './profile-form-values.ts';

/**
 * The profile form: react-hook-form on the contract's profileUpdateSchema (zod loads on the first blur or
 * submit). Submitting sends only the fields the learner changed; a 422 lands under its fields, anything else
 * above the button.
 */
export function useProfileForm(user: User, onSaved: (user: User) => void) {
  const { t } = useTranslation();
  // Only changes are checked (and sent): a stored value the rules no longer take stays and never blocks saving.
  const stored = useRef(profileFormValues(user));
  stored.current = profileFormValues(user);
  const [resolver] = useState(() => changesOnlyResolver(lazyZodResolver('profileUpdate'), () => stored.current));
  const form = useForm<ProfileFormInput, unknown, ProfileFormOutput>({
    resolver,
    mode: 'onTouched',
    defaultValues: profileFormValues(user),
  });
  const { dirtyFields } = form.formState;
  const save = useUpdateProfileMutation();
  const [formError, setFormError] = useState<unknown>(null);

  // A fresher user (refetched, changed elsewhere) updates the fields the learner has not touched.
  useEffect(() => form.reset(profileFormValues(user), { keepDirtyValues: true }), [user, form]);

  const submit = form.handleSubmit(async (output) => {
    setFormError(null);
    const changes = dirtyProfileChanges(output, dirtyFields);
    if (Object.keys(changes).length === 0) {
      showToast({ message: t('profile.form.nothingToSave'), type: 'info' });
      return;
    }
    try {
      const { user: saved } = await save.mutateAsync(changes);
      form.reset(profileFormValues(saved));
      onSaved(saved);
      showToast({ message: t('profile.form.saved') });
    } catch (error) {
      if (
        !applyServerFieldErrors(error, profileFieldNames, (name, fieldError, options) =>
          form.setError(name, fieldError, options),
        )
      ) {
        setFormError(error);
      }
    }
  });

  return { form, submit, formError };
}
