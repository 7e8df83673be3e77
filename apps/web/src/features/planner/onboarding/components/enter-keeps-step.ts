import type { KeyboardEvent } from 'react';

/**
 * For a date picker's wrapper: Enter in its field commits the typed date (the picker's own handler runs first) and
 * stays on the step, instead of also submitting the wizard's form ("Continuar").
 */
export function enterKeepsStep(event: KeyboardEvent<HTMLElement>) {
  if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
}
