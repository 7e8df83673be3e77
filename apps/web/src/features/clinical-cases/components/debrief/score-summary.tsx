import type { Debrief } from '@members/contract';
import { formatDuration, formatMinutes } from '../../../../lib/format/index.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { formatReais } from '../../logic/run-format.ts';
import { percentOf } from '../../logic/score.ts';

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-xl border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-gray-900">
      <dt className="text-sm text-gray-700 dark:text-gray-300">{label}</dt>
      <dd className="text-2xl font-bold text-gray-900 tabular-nums dark:text-gray-50" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** The total score, the time worked, the tests' cost and turnaround, then each stage's score. */
export function ScoreSummary({ debrief }: { debrief: Debrief }) {
  const { t, i18n } = useTranslation();
  const { attempt } = debrief;
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure
          label={t('clinicalCases.debrief.total')}
          value={t('clinicalCases.debrief.percent', { score: percentOf(attempt.score, attempt.max_score) })}
          testId="debrief-total"
        />
        <Figure label={t('clinicalCases.debrief.time')} value={formatDuration(attempt.active_seconds)} />
        <Figure
          label={t('clinicalCases.debrief.testsCost')}
          value={formatReais(attempt.tests_cost_cents, i18n.language)}
        />
        <Figure label={t('clinicalCases.debrief.testsTime')} value={formatMinutes(attempt.tests_minutes)} />
      </dl>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        {t('clinicalCases.debrief.points', { score: attempt.score, max: attempt.max_score })}
        {attempt.counts_for_peers ? null : ` · ${t('clinicalCases.case.practice')}`}
      </p>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('clinicalCases.debrief.byStage')}</caption>
        <thead className="text-xs text-gray-600 uppercase dark:text-gray-400">
          <tr>
            <th scope="col" className="py-2 pr-2 font-semibold">
              {t('clinicalCases.debrief.stage')}
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              {t('clinicalCases.debrief.score')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200 dark:divide-gray-800">
          {debrief.stages.map((stage) => (
            <tr key={stage.id}>
              <th scope="row" className="py-2 pr-2 font-normal text-gray-900 dark:text-gray-50">
                <span className="block text-xs text-gray-600 dark:text-gray-400">
                  {t(`clinicalCases.common.stageKind.${stage.kind}`)}
                </span>
                {stage.title}
              </th>
              <td className="py-2 text-right text-gray-900 tabular-nums dark:text-gray-50">
                {t('clinicalCases.debrief.points', { score: stage.score ?? 0, max: stage.max_score ?? 0 })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
