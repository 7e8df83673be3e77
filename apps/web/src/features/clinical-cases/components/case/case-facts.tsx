import type { CaseDetail } from '@members/contract';
import { useTranslation } from '../../../../lib/i18n/index.ts';

/** One fact of the case: its name and its value, as a description list row. */
function Fact({ name, children }: { name: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-semibold tracking-wide text-gray-600 uppercase dark:text-gray-400">{name}</dt>
      <dd className="text-base text-gray-900 dark:text-gray-50">{children}</dd>
    </div>
  );
}

/** Before starting: subjects, difficulty, time, the stages and their kinds, and how the peers did. */
export function CaseFacts({ detail }: { detail: CaseDetail }) {
  const { t } = useTranslation();
  const { peers } = detail;
  return (
    <dl className="grid gap-4 rounded-xl border border-gray-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3 dark:border-gray-800 dark:bg-gray-900">
      {detail.subjects.length > 0 ? (
        <Fact name={t('clinicalCases.case.subjects')}>{detail.subjects.map((subject) => subject.desc).join(', ')}</Fact>
      ) : null}
      <Fact name={t('clinicalCases.case.difficulty')}>{t(`clinicalCases.common.difficulty.${detail.difficulty}`)}</Fact>
      <Fact name={t('clinicalCases.case.time')}>
        {t('clinicalCases.common.minutes', { count: detail.estimated_minutes })}
      </Fact>
      <Fact name={t('clinicalCases.case.stagesTitle', { count: detail.stage_count })}>
        <ol className="flex flex-wrap gap-x-1 text-sm">
          {detail.stage_kinds.map((kind, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: kinds repeat; the position is the stage's identity
            <li key={index}>
              {index + 1}. {t(`clinicalCases.common.stageKind.${kind}`)}
              {index < detail.stage_kinds.length - 1 ? ' ·' : ''}
            </li>
          ))}
        </ol>
      </Fact>
      <Fact name={t('clinicalCases.case.peers')}>
        {peers.finished === 0 || peers.average_score_pct === null
          ? t('clinicalCases.case.noPeers')
          : t('clinicalCases.common.peersAverage', { count: peers.finished, score: peers.average_score_pct })}
      </Fact>
    </dl>
  );
}
