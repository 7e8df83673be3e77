import { questionCategoryTypeNames, type QuestionCategoryType } from '@members/contract';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import type { CategoryTreeNode } from '../../../../lib/category-tree/category-tree.ts';
import { LoadErrorPanel } from '../../../../components/ui/load-error-panel.tsx';
import { CategoryTreeList } from '../../../../components/category-tree/category-tree-list.tsx';

export interface CategorySectionProps {
  type: QuestionCategoryType;
  tree: CategoryTreeNode[] | undefined;
  error: unknown;
  onRetry: () => void;
  ticked: ReadonlySet<number>;
  counts: Record<string, number> | undefined;
  onToggle: (node: CategoryTreeNode) => void;
}

/** One category type of the filter (Assuntos, Instituições, Anos, Bancas) with its tree and counts. */
export function CategorySection({ type, tree, error, onRetry, ticked, counts, onToggle }: CategorySectionProps) {
  const { t } = useTranslation();
  const name = questionCategoryTypeNames[type];
  const title = t(`questions.category_types.${name}`);
  return (
    <fieldset
      className="flex min-w-0 flex-col gap-2 rounded-xl border border-gray-200 bg-white p-3 md:p-4 dark:border-gray-800 dark:bg-gray-900"
      data-category-type={type}
    >
      <legend className="px-1 text-lg font-semibold text-gray-900 dark:text-gray-50">{title}</legend>
      {name === 'subject' ? (
        <p className="px-1 text-sm text-gray-600 dark:text-gray-400">{t('questions.filter.subjectHint')}</p>
      ) : null}
      {tree ? (
        tree.length > 0 ? (
          <CategoryTreeList
            nodes={tree}
            ticked={ticked}
            counts={counts}
            onToggle={onToggle}
            idPrefix={`category-${type}`}
            label={title}
          />
        ) : (
          <p className="px-1 text-sm text-gray-600 dark:text-gray-400">{t('questions.filter.noCategories')}</p>
        )
      ) : error ? (
        <LoadErrorPanel title={t('questions.filter.treeFailed', { name: title })} error={error} onRetry={onRetry} />
      ) : (
        <div aria-busy="true" className="flex flex-col gap-2">
          <span role="status" className="sr-only">
            {t('questions.filter.loadingTree', { name: title })}
          </span>
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} className="h-9 w-full" />
          ))}
        </div>
      )}
    </fieldset>
  );
}
