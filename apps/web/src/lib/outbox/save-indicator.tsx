import { Check, CloudOff, LoaderCircle, TriangleAlert } from 'lucide-react';
import { saveState, type SaveState } from './save-state.ts';
import { useOutboxStatus } from './use-outbox-status.ts';

export interface SaveIndicatorProps {
  /** The outbox group of the screen's writes. */
  group: string;
  /** The screen's words for each state (translated); `idle` empty says nothing before the first write. */
  labels: Record<SaveState, string>;
  /** Added after the label while writes wait ("(2 pendentes)"). */
  pendingLabel?: (count: number) => string;
}

const icons = { idle: null, saving: LoaderCircle, saved: Check, offline: CloudOff, error: TriangleAlert } as const;

/** "Salvando… / Salvo / Offline / Erro ao salvar" beside a study screen, over the one outbox: a polite status. */
export function SaveIndicator({ group, labels, pendingLabel }: SaveIndicatorProps) {
  const outbox = useOutboxStatus(group);
  const state = saveState(outbox);
  // Before the first write, a screen that says something ("Todas as respostas salvas") shows it as saved.
  const Icon = state === 'idle' && labels.idle ? Check : icons[state];
  const pending = outbox.pending > 0 && pendingLabel ? pendingLabel(outbox.pending) : null;
  return (
    <span
      role="status"
      className="inline-flex min-h-6 items-center gap-1.5 text-sm text-gray-700 dark:text-gray-200"
      data-testid="save-status"
      data-status={state}
    >
      {Icon ? (
        <Icon
          aria-hidden="true"
          className={state === 'saving' ? 'size-4 shrink-0 animate-spin motion-reduce:animate-none' : 'size-4 shrink-0'}
        />
      ) : null}
      {labels[state] ? (
        <span>
          {labels[state]}
          {pending ? <span className="font-semibold"> {pending}</span> : null}
        </span>
      ) : null}
    </span>
  );
}
