import { Link } from '@tanstack/react-router';
import { Brain } from 'lucide-react';
import { SafeHtml } from '../../../../components/rich-text/index.ts';
import { LoadErrorPanel } from '../../../../components/ui/load-error-panel.tsx';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { AskAssistantButton } from '../../../../lib/assistant/ask-assistant-button.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { useDebrief } from '../../api/get-debrief.ts';
import { FlaggedList } from './flagged-list.tsx';
import { LearningLinks } from './learning-links.tsx';
import { ScoreSummary } from './score-summary.tsx';
import { StageBreakdown } from './stage-breakdown.tsx';

export interface DebriefSectionProps {
  caseId: number;
  /** A finished attempt's id; the latest finished one when absent. */
  attempt: number | undefined;
}

/**
 * After a finish: the score per stage and in total, what was missed and what was questionable, the review items,
 * the expert's reasoning, each stage with the peers' shares, the references, the lessons and questions; and
 * "Pergunte à {nome}" about the case's key points.
 */
export function DebriefSection({ caseId, attempt }: DebriefSectionProps) {
  const { t } = useTranslation();
  const debrief = useDebrief(caseId, attempt, true);
  return (
    <section aria-labelledby="case-debrief" className="flex flex-col gap-6" data-testid="debrief">
      <h2 id="case-debrief" className="text-xl font-bold text-gray-900 md:text-2xl dark:text-gray-50">
        {t('clinicalCases.debrief.title')}
      </h2>
      {debrief.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-3">
          <span role="status" className="sr-only">
            {t('clinicalCases.debrief.loading')}
          </span>
          <Skeleton className="h-24" />
          <Skeleton className="h-48" />
        </div>
      ) : debrief.isError ? (
        <LoadErrorPanel
          title={t('clinicalCases.debrief.loadFailed')}
          error={debrief.error}
          onRetry={() => void debrief.refetch()}
        />
      ) : (
        <>
          <ScoreSummary debrief={debrief.data} />
          <AskAssistantButton
            question={t('assistant.ask.caseKeyPoints')}
            context={{ kind: 'case', id: caseId }}
            contextLabel={debrief.data.case.title}
            className="self-stretch sm:self-start"
          />
          {debrief.data.memory_items > 0 ? (
            <p className="flex flex-wrap items-center gap-2 rounded-xl border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-gray-900">
              <Brain aria-hidden="true" className="size-5 shrink-0" />
              <Link
                to="/flashcards/study"
                search={{ erros: '1' }}
                className="font-semibold text-gray-900 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-gray-900 dark:text-gray-50 dark:focus-visible:outline-white"
              >
                {t('clinicalCases.debrief.memoryItems', { count: debrief.data.memory_items })}
              </Link>
            </p>
          ) : null}
          <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
            <FlaggedList kind="missed" items={debrief.data.missed_essentials} />
            <FlaggedList kind="questionable" items={debrief.data.questionable_choices} />
          </div>
          {debrief.data.expert_reasoning ? (
            <section aria-labelledby="debrief-reasoning" className="flex flex-col gap-2">
              <h3 id="debrief-reasoning" className="text-lg font-semibold text-gray-900 dark:text-gray-50">
                {t('clinicalCases.debrief.reasoningTitle')}
              </h3>
              <SafeHtml html={debrief.data.expert_reasoning} className="max-w-prose text-gray-800 dark:text-gray-200" />
            </section>
          ) : null}
          <section aria-labelledby="debrief-stages" className="flex flex-col gap-3">
            <h3 id="debrief-stages" className="text-lg font-semibold text-gray-900 dark:text-gray-50">
              {t('clinicalCases.debrief.stagesTitle')}
            </h3>
            {debrief.data.stages.map((stage) => (
              <StageBreakdown key={stage.id} stage={stage} />
            ))}
          </section>
          <LearningLinks debrief={debrief.data} />
        </>
      )}
    </section>
  );
}
