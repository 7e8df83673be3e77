import type { Debrief } from '@members/contract';
import { Check } from 'lucide-react';
import { SafeHtml } from '../../../../components/rich-text/index.ts';
import { cn } from '../../../../components/ui/cn.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { pickLabel, ratingTone } from '../../logic/debrief-options.ts';

type DebriefStage = Debrief['stages'][number];
type Option = DebriefStage['options'][number];

type ShareKind = 'Choice' | 'Main' | 'Differential';

/** The share of peers who chose the option (for a diagnosis: as main, and as differential): a bar and its number. */
function PeerBar({ pct, label, kind }: { pct: number; label: string; kind: ShareKind }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-2" data-testid="peer-share">
      <div
        aria-hidden="true"
        className="h-2 w-24 shrink-0 overflow-hidden rounded-full bg-gray-200 sm:w-32 dark:bg-gray-700"
      >
        <div className="h-full rounded-full bg-gray-600 dark:bg-gray-300" style={{ width: `${pct}%` }} />
      </div>
      <span className="text-xs text-gray-700 tabular-nums dark:text-gray-300">
        <span aria-hidden="true">{pct}%</span>
        <span aria-hidden="true" className="ml-1">
          {t(`clinicalCases.debrief.peerAs${kind}`)}
        </span>
        <span className="sr-only">{t(`clinicalCases.debrief.peerShare${kind}`, { pct, label })}</span>
      </span>
    </div>
  );
}

function OptionRow({ option, stage }: { option: Option; stage: DebriefStage }) {
  const { t } = useTranslation();
  const picks = stage.picks.filter((pick) => pick.option_id === option.id);
  const peer = stage.peers.find((item) => item.option_id === option.id);
  const share = peer?.chosen_pct ?? 0;
  const mine = picks.length > 0;
  return (
    <li
      className={cn(
        'flex flex-col gap-2 rounded-lg border p-3',
        mine ? 'border-(--brand-primary) bg-gray-50 dark:bg-gray-800/60' : 'border-gray-200 dark:border-gray-800',
      )}
      data-picked={mine ? 'true' : undefined}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="flex min-w-0 items-start gap-2 font-medium text-gray-900 dark:text-gray-50">
          {mine ? <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> : null}
          <span>{option.label}</span>
        </p>
        <div className="flex flex-wrap items-center gap-2 text-xs">
          {mine ? (
            <span className="rounded-full bg-gray-900 px-2 py-0.5 font-semibold text-white dark:bg-gray-50 dark:text-gray-900">
              {picks.map((pick) => t(`clinicalCases.debrief.${pickLabel(pick.role)}`)).join(', ')}
            </span>
          ) : null}
          {option.rating ? (
            <span className={cn('rounded-full px-2 py-0.5 font-semibold', ratingTone[option.rating])}>
              {t(`clinicalCases.common.rating.${option.rating}`)}
            </span>
          ) : null}
          {option.points !== null ? (
            <span className="text-gray-700 tabular-nums dark:text-gray-300">
              {t('clinicalCases.debrief.optionPoints', { count: option.points })}
            </span>
          ) : null}
        </div>
      </div>
      {peer && peer.differential_pct !== null ? (
        <>
          <PeerBar pct={share} label={option.label} kind="Main" />
          <PeerBar pct={peer.differential_pct} label={option.label} kind="Differential" />
        </>
      ) : (
        <PeerBar pct={share} label={option.label} kind="Choice" />
      )}
      {option.feedback ? (
        <SafeHtml html={option.feedback} className="text-sm text-gray-700 dark:text-gray-300" />
      ) : null}
    </li>
  );
}

/** Each stage: its score, every option with the learner's picks marked and the peers' shares, the discussion. */
export function StageBreakdown({ stage }: { stage: DebriefStage }) {
  const { t } = useTranslation();
  const headingId = `debrief-stage-${stage.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-gray-900"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 id={headingId} className="text-base font-semibold text-gray-900 dark:text-gray-50">
          <span className="block text-xs font-medium text-gray-600 uppercase dark:text-gray-400">
            {t('clinicalCases.debrief.stageNumber', { stage: stage.position + 1 })}
            {' · '}
            {t(`clinicalCases.common.stageKind.${stage.kind}`)}
          </span>
          {stage.title}
        </h4>
        <p className="text-sm text-gray-800 tabular-nums dark:text-gray-200">
          {t('clinicalCases.debrief.points', { score: stage.score ?? 0, max: stage.max_score ?? 0 })}
        </p>
      </div>
      <p className="text-xs text-gray-600 dark:text-gray-400">
        {t('clinicalCases.debrief.peerCount', { count: stage.peer_count })}
      </p>
      <ul className="flex flex-col gap-2">
        {stage.options.map((option) => (
          <OptionRow key={option.id} option={option} stage={stage} />
        ))}
      </ul>
      {stage.picks.some((pick) => pick.option_id === null && pick.text) ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {t('clinicalCases.debrief.typed', {
            text: stage.picks
              .filter((pick) => pick.option_id === null && pick.text)
              .map((pick) => pick.text)
              .join(', '),
          })}
        </p>
      ) : null}
      {stage.discussion ? (
        <div className="flex flex-col gap-1 border-t border-gray-200 pt-3 dark:border-gray-800">
          <h5 className="text-sm font-semibold text-gray-900 dark:text-gray-50">
            {t('clinicalCases.debrief.discussion')}
          </h5>
          <SafeHtml html={stage.discussion} className="text-sm text-gray-800 dark:text-gray-200" />
        </div>
      ) : null}
    </section>
  );
}
