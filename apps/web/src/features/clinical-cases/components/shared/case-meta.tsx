import type { CaseSummary } from '@members/contract';
import { Clock, Gauge, Layers } from 'lucide-react';
import { useTranslation } from '../../../../lib/i18n/index.ts';

const chip =
  'inline-flex items-center gap-1 rounded-full bg-gray-100 px-2.5 py-1 text-xs font-medium text-gray-800 dark:bg-gray-800 dark:text-gray-200';

/** Difficulty, estimated time and number of stages, as small chips. */
export function CaseMeta({
  summary,
}: {
  summary: Pick<CaseSummary, 'difficulty' | 'estimated_minutes' | 'stage_count'>;
}) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('clinicalCases.common.metaLabel')}>
      <li className={chip}>
        <Gauge aria-hidden="true" className="size-3.5" />
        {t(`clinicalCases.common.difficulty.${summary.difficulty}`)}
      </li>
      <li className={chip}>
        <Clock aria-hidden="true" className="size-3.5" />
        {t('clinicalCases.common.minutes', { count: summary.estimated_minutes })}
      </li>
      <li className={chip}>
        <Layers aria-hidden="true" className="size-3.5" />
        {t('clinicalCases.common.stages', { count: summary.stage_count })}
      </li>
    </ul>
  );
}

/** The case's subjects, as text. */
export function CaseSubjects({ summary }: { summary: Pick<CaseSummary, 'subjects'> }) {
  if (summary.subjects.length === 0) return null;
  return (
    <p className="text-xs font-semibold tracking-wide text-gray-600 uppercase dark:text-gray-400">
      {summary.subjects.map((subject) => subject.desc).join(' · ')}
    </p>
  );
}
