import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { FieldErrors, Resolver } from 'react-hook-form';

type TextValues = Record<string, string>;
export type LightFieldErrors<TValues> = Partial<Record<keyof TValues, { message?: string }>>;

/**
 * The few parts of react-hook-form a two-field form needs (register, handleSubmit, setError, formState),
 * with the same resolver (lazy-zod-resolver.ts) and the same "onTouched" rhythm: a field is checked when
 * it loses focus, then on every change. For the login screen only: react-hook-form weighs 13 KB of gzip
 * JS, which the first paint of /auth/newLogin cannot carry; every other form uses react-hook-form.
 */
export function useLightForm<TValues extends TextValues, TOutput>(
  resolver: Resolver<TValues, unknown, TOutput>,
  defaultValues: TValues,
) {
  const values = useRef<TValues>({ ...defaultValues });
  const inputs = useRef(new Map<keyof TValues, HTMLInputElement>());
  const touched = useRef(new Set<keyof TValues>());
  const [errors, setErrors] = useState<LightFieldErrors<TValues>>({});
  const [isSubmitting, setSubmitting] = useState(false);

  const resolve = useCallback(
    () =>
      resolver({ ...values.current }, undefined, {
        fields: {},
        shouldUseNativeValidation: false,
        criteriaMode: 'firstError',
      }),
    [resolver],
  );
  const errorOf = (found: FieldErrors<TValues>, name: keyof TValues) =>
    (found[name as string] as { message?: string } | undefined) ?? undefined;

  const check = async (name: keyof TValues) => {
    const { errors: found } = await resolve();
    setErrors((current) => ({ ...current, [name]: errorOf(found, name) }));
  };

  const register = (name: keyof TValues & string) => ({
    name,
    defaultValue: defaultValues[name],
    ref: (input: HTMLInputElement | null) =>
      void (input ? inputs.current.set(name, input) : inputs.current.delete(name)),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      values.current = { ...values.current, [name]: event.target.value };
      if (touched.current.has(name)) void check(name);
    },
    onBlur: () => {
      touched.current.add(name);
      void check(name);
    },
  });

  const setError = (name: keyof TValues, error: { message: string }, options?: { shouldFocus: boolean }) => {
    setErrors((current) => ({ ...current, [name]: error }));
    if (options?.shouldFocus) inputs.current.get(name)?.focus();
  };

  const handleSubmit = (onValid: (output: TOutput) => Promise<void>) => async (event?: FormEvent) => {
    event?.preventDefault();
    setSubmitting(true);
    try {
      const result = await resolve();
      const names = Object.keys(defaultValues) as (keyof TValues)[];
      for (const name of names) touched.current.add(name);
      const invalid = names.filter((name) => errorOf(result.errors, name));
      setErrors(
        Object.fromEntries(names.map((name) => [name, errorOf(result.errors, name)])) as LightFieldErrors<TValues>,
      );
      if (invalid.length > 0) inputs.current.get(invalid[0] as keyof TValues)?.focus();
      else await onValid(result.values as TOutput);
    } finally {
      setSubmitting(false);
    }
  };

  return { register, handleSubmit, setError, formState: { errors, isSubmitting } };
}
