import { isApiError } from '../api/api-error.ts';

export type SetFieldError<Name extends string> = (
  name: Name,
  error: { type: string; message: string },
  options?: { shouldFocus: boolean },
) => void;

/**
 * Puts the field errors of a 422 answer (`fields: [{ path, message }]`) under their fields; the first one
 * gets the focus. Returns true when every field error found a field of this form (nothing else to say).
 */
export function applyServerFieldErrors<Name extends string>(
  error: unknown,
  fieldNames: readonly Name[],
  setError: SetFieldError<Name>,
): boolean {
  if (!isApiError(error) || !error.fields?.length) return false;
  let placed = 0;
  for (const { path, message } of error.fields) {
    const name = fieldNames.find((candidate) => candidate === path);
    if (!name) continue;
    setError(name, { type: 'server', message }, { shouldFocus: placed === 0 });
    placed += 1;
  }
  return placed === error.fields.length;
}
