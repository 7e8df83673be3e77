import { questionStatusFilters, type QuestionCounts, type QuestionStatusFilter } from '@members/contract';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { TickBox } from '../../../../components/category-tree/tick-box.tsx';

export interface StatusOptionsProps {
  status: readonly QuestionStatusFilter[];
  counts: QuestionCounts['status'] | undefined;
  onToggle: (value: QuestionStatusFilter) => void;
}

/** "Não respondidas", "Que errei", "Marcadas para revisão", each with its count. */
export function StatusOptions({ status, counts, onToggle }: StatusOptionsProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex min-w-0 flex-col gap-1 rounded-xl border border-gray-200 bg-white p-3 md:p-4 dark:border-gray-800 dark:bg-gray-900">
      <legend className="px-1 text-lg font-semibold text-gray-900 dark:text-gray-50">
        {t('questions.filter.statusTitle')}
      </legend>
      {questionStatusFilters.map((value) => (
        <TickBox
          key={value}
          id={`status-${value}`}
          state={status.includes(value) ? 'checked' : 'unchecked'}
          label={t(`questions.filter.status.${value}`)}
          count={counts?.[value]}
          onToggle={() => onToggle(value)}
        />
      ))}
    </fieldset>
  );
}
