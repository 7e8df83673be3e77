import type { Debrief } from '@members/contract';
import { AlertTriangle, BookOpen, CircleSlash } from 'lucide-react';
import { SafeHtml } from '../../../../components/rich-text/index.ts';
import { formatMinutes } from '../../../../lib/format/index.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { formatReais } from '../../logic/run-format.ts';
import { LessonLink } from './lesson-link.tsx';

type Flagged = Debrief['missed_essentials'][number];

export interface FlaggedListProps {
  kind: 'missed' | 'questionable';
  items: readonly Flagged[];
}

function FlaggedItem({ item, kind }: { item: Flagged; kind: FlaggedListProps['kind'] }) {
  const { t, i18n } = useTranslation();
  const costs = [
    item.cost_cents === null ? null : formatReais(item.cost_cents, i18n.language),
    item.turnaround_minutes === null ? null : formatMinutes(item.turnaround_minutes),
  ].filter((value) => value !== null);
  const Icon = kind === 'missed' ? CircleSlash : AlertTriangle;
  return (
    <li className="flex gap-3 rounded-xl border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-gray-900">
      <Icon
        aria-hidden="true"
        className={
          kind === 'missed'
            ? 'mt-0.5 size-5 shrink-0 text-amber-700 dark:text-amber-300'
            : 'mt-0.5 size-5 shrink-0 text-red-700 dark:text-red-300'
        }
      />
      <div className="flex min-w-0 flex-col gap-1">
        <p className="text-xs text-gray-600 dark:text-gray-400">
          {item.stage_title} · {t(`clinicalCases.common.rating.${item.rating}`)}
          {kind === 'questionable' && costs.length > 0 ? ` · ${costs.join(' · ')}` : ''}
        </p>
        <p className="font-semibold text-gray-900 dark:text-gray-50">{item.label}</p>
        <SafeHtml html={item.feedback} className="text-sm text-gray-700 dark:text-gray-300" />
        {item.lesson ? (
          <p className="text-sm">
            <BookOpen aria-hidden="true" className="mr-1 inline size-4" />
            <LessonLink lesson={item.lesson} />
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** The essential steps the learner missed, or the harmful and unnecessary choices they made (with cost and time). */
export function FlaggedList({ kind, items }: FlaggedListProps) {
  const { t } = useTranslation();
  const id = `debrief-${kind}`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3" data-testid={id}>
      <h3 id={id} className="text-lg font-semibold text-gray-900 dark:text-gray-50">
        {t(`clinicalCases.debrief.${kind}Title`)}
      </h3>
      {items.length === 0 ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">{t(`clinicalCases.debrief.${kind}None`)}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {items.map((item) => (
            <FlaggedItem key={`${item.stage_id}-${item.option_id}`} item={item} kind={kind} />
          ))}
        </ul>
      )}
    </section>
  );
}
