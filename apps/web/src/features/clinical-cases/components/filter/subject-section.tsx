import { CategoryTreeList } from '../../../../components/category-tree/category-tree-list.tsx';
import { LoadErrorPanel } from '../../../../components/ui/load-error-panel.tsx';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import type { CategoryTreeNode } from '../../../../lib/category-tree/category-tree.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';

export interface SubjectSectionProps {
  tree: CategoryTreeNode[] | undefined;
  error: unknown;
  onRetry: () => void;
  ticked: ReadonlySet<number>;
  counts: Record<string, number> | undefined;
  onToggle: (node: CategoryTreeNode) => void;
}

/** The question bank's subject tree (type 7), each node with its number of cases. */
export function SubjectSection({ tree, error, onRetry, ticked, counts, onToggle }: SubjectSectionProps) {
  const { t } = useTranslation();
  const title = t('clinicalCases.filter.subjectsTitle');
  return (
    <fieldset className="flex min-w-0 flex-col gap-2 rounded-xl border border-gray-200 bg-white p-3 md:p-4 dark:border-gray-800 dark:bg-gray-900">
      <legend className="px-1 text-lg font-semibold text-gray-900 dark:text-gray-50">{title}</legend>
      <p className="px-1 text-sm text-gray-600 dark:text-gray-400">{t('clinicalCases.filter.subjectHint')}</p>
      {tree ? (
        tree.length > 0 ? (
          <CategoryTreeList
            nodes={tree}
            ticked={ticked}
            counts={counts}
            onToggle={onToggle}
            idPrefix="case-subject"
            label={title}
            countNameKey="clinicalCases.filter.nodeName"
          />
        ) : (
          <p className="px-1 text-sm text-gray-600 dark:text-gray-400">{t('clinicalCases.filter.noSubjects')}</p>
        )
      ) : error ? (
        <LoadErrorPanel title={t('clinicalCases.filter.treeFailed')} error={error} onRetry={onRetry} />
      ) : (
        <div aria-busy="true" className="flex flex-col gap-2">
          <span role="status" className="sr-only">
            {t('clinicalCases.filter.loadingTree')}
          </span>
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} className="h-9 w-full" />
          ))}
        </div>
      )}
    </fieldset>
  );
}
