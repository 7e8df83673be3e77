import type { ModuleSummary } from '@members/contract';
import { Check, ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '../../../components/ui/cn.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import type { ModuleRef } from '../module-ref.ts';
import { ModuleLink } from './module-links.tsx';

export interface ModuleSwitcherProps {
  module: ModuleRef;
  modules: readonly ModuleSummary[];
}

/** The course's modules behind a disclosure button: each a link with its watched counter. */
export function ModuleSwitcher({ module, modules }: ModuleSwitcherProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (modules.length < 2) return null;
  const index = modules.findIndex((item) => item.id === module.moduleId);
  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-11 items-center justify-between gap-2 rounded-lg border border-gray-300 px-3 text-sm font-medium text-gray-800 hover:bg-gray-100 dark:border-gray-700 dark:text-gray-200 dark:hover:bg-gray-800"
      >
        <span>{t('lesson.module.switch', { current: index + 1, total: modules.length })}</span>
        <ChevronDown
          aria-hidden="true"
          className={cn('size-4 transition-transform motion-reduce:transition-none', open && 'rotate-180')}
        />
      </button>
      <ul
        id={listId}
        hidden={!open}
        aria-label={t('lesson.module.listLabel')}
        className="flex flex-col gap-0.5 rounded-lg border border-gray-200 p-1 dark:border-gray-800"
      >
        {modules.map((item, position) => {
          const current = item.id === module.moduleId;
          const done = item.total_aulas > 0 && item.total_aulas_assistidas >= item.total_aulas;
          return (
            <li key={item.id}>
              <ModuleLink
                module={module}
                moduleId={item.id}
                aria-current={current ? 'page' : undefined}
                onClick={() => setOpen(false)}
                className="flex min-h-11 items-center gap-3 rounded-md px-2 py-1.5 text-sm hover:bg-gray-100 aria-[current=page]:bg-gray-100 aria-[current=page]:font-semibold dark:hover:bg-gray-800 dark:aria-[current=page]:bg-gray-800"
              >
                <span className="w-5 shrink-0 text-right text-gray-500 tabular-nums dark:text-gray-400">
                  {position + 1}
                </span>
                <span className="min-w-0 flex-1">{item.title}</span>
                <span className="shrink-0 text-xs text-gray-600 tabular-nums dark:text-gray-400">
                  {done ? (
                    <Check aria-hidden="true" className="inline size-4 text-green-700 dark:text-green-400" />
                  ) : null}
                  {t('lesson.module.shortCount', { watched: item.total_aulas_assistidas, total: item.total_aulas })}
                </span>
              </ModuleLink>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
