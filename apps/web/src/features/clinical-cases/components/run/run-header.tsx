import type { RunState } from '@members/contract';
import { Clock, FlaskConical } from 'lucide-react';
import { ProgressBar } from '../../../../components/ui/progress-bar.tsx';
import { formatMinutes } from '../../../../lib/format/index.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { SaveIndicator } from '../../../../lib/outbox/index.ts';
import { runGroup } from '../../api/run-writes.ts';
import { formatClock } from '../../logic/run-clock.ts';
import { formatReais } from '../../logic/run-format.ts';
import { useRunClock } from './use-run-clock.ts';

/** The case's title, "Etapa N de M" (the stage on screen) with its bar, the running clock, the tests' cost and time, the save state. */
export function RunHeader({ state, caseId, number }: { state: RunState; caseId: number; number: number }) {
  const { t, i18n } = useTranslation();
  const seconds = useRunClock(state);
  const total = state.case.stage_count;
  const committed = state.stages.filter((stage) => stage.committed).length;
  const progress = t('clinicalCases.run.stageOf', { number, total });
  const labels = {
    idle: '',
    saving: t('clinicalCases.run.save.saving'),
    saved: t('clinicalCases.run.save.saved'),
    offline: t('clinicalCases.run.save.offline'),
    error: t('clinicalCases.run.save.error'),
  };
  return (
    <header className="flex flex-col gap-3 border-b border-gray-200 pb-4 dark:border-gray-800" data-testid="run-header">
      <p className="text-sm font-semibold tracking-wide text-gray-700 uppercase dark:text-gray-300">
        {t('clinicalCases.run.eyebrow')}
      </p>
      <h1 className="text-xl font-bold text-gray-900 md:text-2xl dark:text-gray-50">{state.case.title}</h1>
      <ProgressBar
        value={total > 0 ? (committed / total) * 100 : 0}
        label={t('clinicalCases.run.progressLabel')}
        valueText={progress}
        size="md"
      />
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-gray-800 dark:text-gray-200">
        <p className="font-semibold tabular-nums" data-testid="run-stage-number">
          {progress}
        </p>
        <p className="flex items-center gap-1.5 tabular-nums" data-testid="run-clock">
          <Clock aria-hidden="true" className="size-4 shrink-0" />
          <span className="sr-only">{t('clinicalCases.run.clockLabel')} </span>
          <time dateTime={`PT${seconds}S`}>{formatClock(seconds)}</time>
        </p>
        <p className="flex items-center gap-1.5 tabular-nums" data-testid="run-tests-cost">
          <FlaskConical aria-hidden="true" className="size-4 shrink-0" />
          {t('clinicalCases.run.testsTotal', {
            cost: formatReais(state.tests_cost_cents, i18n.language),
            time: formatMinutes(state.tests_minutes),
          })}
        </p>
        <SaveIndicator group={runGroup(caseId)} labels={labels} />
      </div>
    </header>
  );
}
