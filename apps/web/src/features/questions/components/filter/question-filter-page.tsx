import { questionCategoryTypes, type QuestionCategoryType } from '@members/contract';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { useCategoryTrees } from '../../api/get-category-tree.ts';
import { useQuestionCounts } from '../../api/post-question-counts.ts';
import { useCreatePracticeSession } from '../../api/post-practice-session.ts';
import type { CategoryTreeNode } from '../../../../lib/category-tree/category-tree.ts';
import { PageFrame } from '../page-frame.tsx';
import { CategorySection } from './category-section.tsx';
import { FilterFooter } from './filter-footer.tsx';
import { SizePicker } from './size-picker.tsx';
import { StatusOptions } from './status-options.tsx';
import { useDebouncedValue } from '../../../../lib/async/use-debounced-value.ts';
import { useFilterState } from './use-filter-state.ts';

/** The counts follow the ticks this long after the last one. */
const countsDebounceMs = 250;

/** What the learner trains (the subject tree), then where the questions come from. */
const [subjectType, ...sourceTypes] = questionCategoryTypes;

/** /questoes/filtro: every category type with live counts, the statuses, the number of questions, "Começar treino" (in this order). */
export function QuestionFilterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const treeQueries = useCategoryTrees();
  const trees: Partial<Record<QuestionCategoryType, CategoryTreeNode[]>> = {};
  questionCategoryTypes.forEach((type, index) => {
    const data = treeQueries[index]?.data;
    if (data) trees[type] = data;
  });
  const filter = useFilterState(trees);
  const debounced = useDebouncedValue(filter.selection, JSON.stringify(filter.selection), countsDebounceMs);
  const counts = useQuestionCounts(debounced);
  const create = useCreatePracticeSession();
  const upToDate =
    JSON.stringify(debounced) === JSON.stringify(filter.selection) && !counts.isPlaceholderData && !counts.isFetching;
  const total = counts.data?.total;

  const start = () => {
    if (!filter.size.ok) return;
    create.mutate(
      { filter: filter.selection, size: filter.size.size },
      {
        onSuccess: (session) => void navigate({ to: '/questoes/treino-livre', search: { sessao: String(session.id) } }),
      },
    );
  };
  const section = (type: QuestionCategoryType) => {
    const index = questionCategoryTypes.indexOf(type);
    return (
      <CategorySection
        key={type}
        type={type}
        tree={trees[type]}
        error={treeQueries[index]?.error ?? null}
        onRetry={() => void treeQueries[index]?.refetch()}
        ticked={filter.ticks[type]}
        counts={counts.data?.categories}
        onToggle={(node) => filter.toggle(type, node)}
      />
    );
  };
  const clear = () => {
    filter.clear();
    create.reset();
  };

  return (
    <PageFrame
      title={t('questions.filter.title')}
      intro={<p className="max-w-prose text-gray-700 dark:text-gray-300">{t('questions.filter.intro')}</p>}
    >
      {/*
        One order on every screen, read and tabbed as seen: the subjects, where the questions come from
        (institutions, years, boards: side by side on wide screens), the status, then how many, by the start.
      */}
      {section(subjectType)}
      <div className="grid gap-4 md:grid-cols-3 md:items-start">{sourceTypes.map((type) => section(type))}</div>
      <div className="grid gap-4 md:grid-cols-2 md:items-start">
        <StatusOptions status={filter.status} counts={counts.data?.status} onToggle={filter.toggleStatus} />
        <SizePicker text={filter.sizeText} result={filter.size} available={total} onChange={filter.setSizeText} />
      </div>
      {counts.isError ? (
        <p role="alert" className="text-sm text-red-800 dark:text-red-300">
          {t('questions.filter.countsFailed')}
        </p>
      ) : null}
      <FilterFooter
        total={total}
        updating={!upToDate}
        canStart={filter.size.ok && total !== 0}
        starting={create.isPending}
        startError={create.error}
        onStart={start}
        onClear={clear}
      />
    </PageFrame>
  );
}
