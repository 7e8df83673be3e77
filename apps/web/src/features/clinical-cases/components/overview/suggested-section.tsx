import type { CaseOverview } from '@members/contract';
import { Lightbulb } from 'lucide-react';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { CaseCard } from '../shared/case-card.tsx';

type Suggested = CaseOverview['suggested'][number];

function Reason({ reason }: { reason: Suggested['reason'] }) {
  const { t } = useTranslation();
  if (!reason) return null;
  const text =
    reason.accuracy_pct === null
      ? t('clinicalCases.overview.reasonNew', { subject: reason.subject.desc })
      : t('clinicalCases.overview.reasonAccuracy', { subject: reason.subject.desc, accuracy: reason.accuracy_pct });
  return (
    <p className="flex items-start gap-2">
      <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700 dark:text-amber-300" />
      <span>{text}</span>
    </p>
  );
}

/** Cases on the subjects where the learner's question accuracy is lowest, each with the reason. */
export function SuggestedSection({ cases }: { cases: readonly Suggested[] }) {
  const { t } = useTranslation();
  if (cases.length === 0) return null;
  return (
    <section aria-labelledby="cases-suggested" className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h2 id="cases-suggested" className="text-lg font-semibold text-gray-900 dark:text-gray-50">
          {t('clinicalCases.overview.suggestedTitle')}
        </h2>
        <p className="text-sm text-gray-700 dark:text-gray-300">{t('clinicalCases.overview.suggestedIntro')}</p>
      </div>
      <ul className="grid gap-3 md:grid-cols-2">
        {cases.map((summary) => (
          <CaseCard key={summary.id} summary={summary} note={<Reason reason={summary.reason} />} />
        ))}
      </ul>
    </section>
  );
}
