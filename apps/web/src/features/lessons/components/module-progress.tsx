import type { ModuleSummary } from '@members/contract';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';

/** "3 de 8 aulas assistidas" with the module's progress bar. */
export function ModuleProgress({ module }: { module: Pick<ModuleSummary, 'total_aulas' | 'total_aulas_assistidas'> }) {
  const { t } = useTranslation();
  const { total_aulas: total, total_aulas_assistidas: watched } = module;
  const text = t('lesson.module.watchedCount', { watched, count: total });
  return (
    <div className="flex flex-col gap-1.5">
      <p className="text-sm text-gray-700 dark:text-gray-300" data-testid="module-progress">
        {text}
      </p>
      <ProgressBar
        value={total > 0 ? (watched / total) * 100 : 0}
        label={t('lesson.module.progress')}
        valueText={text}
      />
    </div>
  );
}
