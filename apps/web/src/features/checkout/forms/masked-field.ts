import type { ChangeEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** A registered field whose value is masked as it is typed (the mask runs before react-hook-form reads it). */
export function masked<N extends string>(field: UseFormRegisterReturn<N>, mask: (value: string) => string) {
  return {
    ...field,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      event.target.value = mask(event.target.value);
      return field.onChange(event);
    },
  };
}
