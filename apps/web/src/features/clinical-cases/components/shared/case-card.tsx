import type { CaseSummary } from '@members/contract';
import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonVariants } from '../../../../components/ui/button.tsx';
import { cn } from '../../../../components/ui/cn.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { CaseMeta, CaseSubjects } from './case-meta.tsx';

export interface CaseCardProps {
  summary: CaseSummary;
  /** Under the summary: why it is suggested, the learner's score, the stage reached ... */
  note?: ReactNode;
  /** The way in: opens the case page unless given (e.g. "Continuar" to the run). */
  action?: ReactNode;
  headingLevel?: 'h3' | 'h2';
}

/** The learner's state with a case, in words ("Concluído · 80%", "Etapa 3 de 6", "Novo"). */
export function CaseStatus({ summary }: { summary: CaseSummary }) {
  const { t } = useTranslation();
  const { learner } = summary;
  if (learner.status === 'in_progress' && learner.stage_reached !== null) {
    return t('clinicalCases.common.stageOf', { stage: learner.stage_reached + 1, count: summary.stage_count });
  }
  if (learner.status === 'finished' && learner.best_score_pct !== null) {
    return t('clinicalCases.common.finishedScore', { score: learner.best_score_pct });
  }
  return t(`clinicalCases.common.state.${learner.status}`);
}

/** A case in a list: subjects, title, summary, difficulty/time/stages, the learner's state, a way in. */
export function CaseCard({ summary, note, action, headingLevel = 'h3' }: CaseCardProps) {
  const { t } = useTranslation();
  const Heading = headingLevel;
  return (
    <li
      className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm dark:border-gray-800 dark:bg-gray-900"
      data-testid="case-card"
    >
      <div className="flex flex-col gap-1">
        <CaseSubjects summary={summary} />
        <Heading className="text-base font-semibold text-gray-900 dark:text-gray-50">{summary.title}</Heading>
        <p className="line-clamp-2 text-sm text-gray-700 dark:text-gray-300">{summary.summary}</p>
      </div>
      <CaseMeta summary={summary} />
      {note ? <div className="text-sm text-gray-700 dark:text-gray-300">{note}</div> : null}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium text-gray-800 dark:text-gray-200">
          <CaseStatus summary={summary} />
        </p>
        {action ?? (
          <Link
            to="/casos-clinicos/$id"
            params={{ id: String(summary.id) }}
            aria-label={t('clinicalCases.common.openNamed', { title: summary.title })}
            className={cn(
              'inline-flex min-h-11 items-center gap-2 rounded-lg border border-gray-300 px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gray-900 dark:border-gray-700 dark:focus-visible:outline-white',
              buttonVariants.ghost,
            )}
          >
            {t('clinicalCases.common.open')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        )}
      </div>
    </li>
  );
}
