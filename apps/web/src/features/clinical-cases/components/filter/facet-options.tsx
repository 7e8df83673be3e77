import { TickBox } from '../../../../components/category-tree/tick-box.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';

export interface FacetOptionsProps<T extends string> {
  /** The facet's name in the catalog: `clinicalCases.filter.<name>Title` and `clinicalCases.common.<name>.<value>`. */
  name: 'difficulty' | 'duration' | 'status';
  values: readonly T[];
  ticked: readonly T[];
  counts: Partial<Record<T, number>> | undefined;
  onToggle: (value: T) => void;
}

/** One facet of the filter (difficulty, time, status): each value with its checkbox and count. */
export function FacetOptions<T extends string>({ name, values, ticked, counts, onToggle }: FacetOptionsProps<T>) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex min-w-0 flex-col gap-1 rounded-xl border border-gray-200 bg-white p-3 md:p-4 dark:border-gray-800 dark:bg-gray-900">
      <legend className="px-1 text-lg font-semibold text-gray-900 dark:text-gray-50">
        {t(`clinicalCases.filter.${name}Title`)}
      </legend>
      {values.map((value) => (
        <TickBox
          key={value}
          id={`case-${name}-${value}`}
          state={ticked.includes(value) ? 'checked' : 'unchecked'}
          label={t(`clinicalCases.common.${name}.${value}`)}
          count={counts?.[value]}
          onToggle={() => onToggle(value)}
          countNameKey="clinicalCases.filter.nodeName"
        />
      ))}
    </fieldset>
  );
}
