import { useState } from 'react';
import { useForm, type DefaultValues, type Path } from 'react-hook-form';
import {
  lazyZodResolver,
  type FormInput,
  type FormOutput,
  type FormSchemaName,
} from '../../lib/forms/lazy-zod-resolver.ts';
import { applyServerFieldErrors } from '../../lib/forms/server-field-errors.ts';

/**
 * react-hook-form on the contract schema `name` (zod loads on the first blur or submit), validating on blur
 * and then on every change. `failWith` puts a failed call's 422 field errors under their fields and keeps
 * anything else as the form's error; what the learner typed stays.
 */
export function useAuthForm<N extends FormSchemaName>(name: N, defaultValues: DefaultValues<FormInput<N>>) {
  const [resolver] = useState(() => lazyZodResolver(name));
  const form = useForm<FormInput<N>, unknown, FormOutput<N>>({ resolver, mode: 'onTouched', defaultValues });
  const [formError, setFormError] = useState<unknown>(null);
  const fieldNames = Object.keys(defaultValues ?? {}) as Path<FormInput<N>>[];
  const failWith = (error: unknown) => {
    const placed = applyServerFieldErrors(error, fieldNames, (field, fieldError, options) =>
      form.setError(field, fieldError, options),
    );
    setFormError(placed ? null : error);
  };
  return { form, formError, setFormError, failWith };
}
