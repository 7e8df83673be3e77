import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';

/** A message above a form's button (sign-in, sign-up, profile, its dialogs): an error (role alert) or a neutral confirmation (role status). */
export function FormAlert({
  tone = 'error',
  id,
  children,
}: {
  tone?: 'error' | 'success';
  id?: string;
  children: ReactNode;
}) {
  const error = tone === 'error';
  const Icon = error ? CircleAlert : CircleCheck;
  return (
    <div
      id={id}
      role={error ? 'alert' : 'status'}
      className={
        error
          ? 'flex gap-2 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100'
          : 'flex gap-2 rounded-lg border border-green-300 bg-green-50 p-3 text-sm text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100'
      }
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
