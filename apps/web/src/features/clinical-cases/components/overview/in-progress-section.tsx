import type { CaseSummary } from '@members/contract';
import { Link } from '@tanstack/react-router';
import { Play } from 'lucide-react';
import { buttonVariants } from '../../../../components/ui/button.tsx';
import { cn } from '../../../../components/ui/cn.ts';
import { ProgressBar } from '../../../../components/ui/progress-bar.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { CaseCard } from '../shared/case-card.tsx';

function ContinueCard({ summary }: { summary: CaseSummary }) {
  const { t } = useTranslation();
  const reached = (summary.learner.stage_reached ?? 0) + 1;
  const stageText = t('clinicalCases.common.stageOf', { stage: reached, count: summary.stage_count });
  return (
    <CaseCard
      summary={summary}
      note={
        <ProgressBar
          value={summary.stage_count > 0 ? ((reached - 1) / summary.stage_count) * 100 : 0}
          label={t('clinicalCases.overview.progressNamed', { title: summary.title })}
          valueText={stageText}
        />
      }
      action={
        <Link
          to="/casos-clinicos/execucao"
          search={{ caso: String(summary.id) }}
          aria-label={t('clinicalCases.overview.continueNamed', { title: summary.title })}
          className={cn(
            'inline-flex min-h-11 items-center gap-2 rounded-lg px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gray-900 dark:focus-visible:outline-white',
            buttonVariants.primary,
          )}
        >
          <Play aria-hidden="true" className="size-4" />
          {t('clinicalCases.overview.continue')}
        </Link>
      }
    />
  );
}

/** The cases the learner left in the middle: the stage reached and "Continuar" (to the run, where they stopped). */
export function InProgressSection({ cases }: { cases: readonly CaseSummary[] }) {
  const { t } = useTranslation();
  if (cases.length === 0) return null;
  return (
    <section aria-labelledby="cases-in-progress" className="flex flex-col gap-3">
      <h2 id="cases-in-progress" className="text-lg font-semibold text-gray-900 dark:text-gray-50">
        {t('clinicalCases.overview.inProgressTitle')}
      </h2>
      <ul className="grid gap-3 md:grid-cols-2">
        {cases.map((summary) => (
          <ContinueCard key={summary.id} summary={summary} />
        ))}
      </ul>
    </section>
  );
}
