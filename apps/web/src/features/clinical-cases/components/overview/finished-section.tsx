import type { CaseSummary } from '@members/contract';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { CaseCard } from '../shared/case-card.tsx';

function PeersNote({ summary }: { summary: CaseSummary }) {
  const { t } = useTranslation();
  const { peers } = summary;
  if (peers.average_score_pct === null) return null;
  return <p>{t('clinicalCases.common.peersAverage', { score: peers.average_score_pct, count: peers.finished })}</p>;
}

/** The cases the learner finished, with their best score and the peers' average; each opens its debrief. */
export function FinishedSection({ cases }: { cases: readonly CaseSummary[] }) {
  const { t } = useTranslation();
  if (cases.length === 0) return null;
  return (
    <section aria-labelledby="cases-finished" className="flex flex-col gap-3">
      <h2 id="cases-finished" className="text-lg font-semibold text-gray-900 dark:text-gray-50">
        {t('clinicalCases.overview.finishedTitle')}
      </h2>
      <ul className="grid gap-3 md:grid-cols-2">
        {cases.map((summary) => (
          <CaseCard key={summary.id} summary={summary} note={<PeersNote summary={summary} />} />
        ))}
      </ul>
    </section>
  );
}
