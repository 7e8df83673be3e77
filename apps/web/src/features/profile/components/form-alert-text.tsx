import type { ReactNode } from 'react';

/** An error (role alert) or a confirmation (role status) inside a profile dialog. */
export function FormAlertText({ tone = 'error', children }: { tone?: 'error' | 'success'; children: ReactNode }) {
  const look =
    tone === 'error'
      ? 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100'
      : 'border-green-300 bg-green-50 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100';
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={`rounded-lg border p-3 text-sm ${look}`}>
      {children}
    </p>
  );
}
