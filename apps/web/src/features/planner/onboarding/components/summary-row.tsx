import type { ReactNode } from 'react';
import { useTranslation } from '../../../../lib/i18n/index.ts';

export interface SummaryRowProps {
  label: string;
  /** The title of the step that sets it ("Alterar: Datas"). */
  stepTitle: string;
  onEdit: () => void;
  children: ReactNode;
}

/** One answer in the summary, and "Alterar" back to its step. */
export function SummaryRow({ label, stepTitle, onEdit, children }: SummaryRowProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-start gap-x-4 gap-y-1 border-b border-gray-200 py-3 dark:border-gray-800">
      <dt className="basis-full text-sm font-semibold text-gray-700 sm:basis-40 dark:text-gray-300">{label}</dt>
      <dd className="min-w-0 flex-1 text-gray-900 dark:text-gray-50">{children}</dd>
      <dd>
        <button
          type="button"
          onClick={onEdit}
          aria-label={t('planner.onboarding.summary.editStep', { step: stepTitle })}
          className="-my-2 min-h-11 rounded-lg px-2 text-sm font-semibold text-gray-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-gray-900 dark:text-gray-200 dark:focus-visible:outline-white"
        >
          {t('planner.onboarding.summary.edit')}
        </button>
      </dd>
    </div>
  );
}
