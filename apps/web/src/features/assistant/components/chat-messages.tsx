import type { AssistantAnswerFlag } from '@members/contract';
import { Info } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import type { AnswerItem, QuestionItem } from '../logic/chat-state.ts';
import { assistantErrorText, type AssistantLimits } from '../logic/error-text.ts';
import { AnswerText } from './answer-text.tsx';
import { SourcesList } from './sources-list.tsx';

/** The learner's question, with the chip of what it was asked about. */
export function QuestionBubble({ item }: { item: QuestionItem }) {
  const { t } = useTranslation();
  const chip = item.context ? (item.context.label ?? t(`assistant.panel.contextKinds.${item.context.kind}`)) : null;
  return (
    <li className="flex flex-col items-end gap-1" data-testid="assistant-question">
      <span className="sr-only">{t('assistant.panel.you')}</span>
      {chip ? (
        <span className="max-w-full truncate rounded-full bg-gray-100 px-2 py-0.5 text-xs text-gray-800 dark:bg-gray-800 dark:text-gray-200">
          {chip}
        </span>
      ) : null}
      <p className="max-w-[85%] rounded-2xl rounded-br-sm bg-(--brand-primary) px-3 py-2 text-sm whitespace-pre-line text-(--brand-primary-foreground)">
        {item.text}
      </p>
    </li>
  );
}

// Shown for the flags that change how to read the answer; `not_found` is the answer itself, said plainly.
const notedFlags: readonly AssistantAnswerFlag[] = ['provider_fallback', 'citations_removed'];

function Note({ children }: { children: string }) {
  return (
    <p className="mt-2 flex gap-1.5 text-xs text-gray-700 dark:text-gray-300">
      <Info aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      {children}
    </p>
  );
}

/** The assistant's answer: its words as they arrive, then its citation marks, notes and sources. */
export function AnswerBubble({ item, name, limits }: { item: AnswerItem; name: string; limits: AssistantLimits }) {
  const { t } = useTranslation();
  const notes = item.flags.filter((flag) => notedFlags.includes(flag));
  return (
    <li
      className="rounded-2xl rounded-bl-sm bg-gray-100 px-3 py-2 text-gray-900 dark:bg-gray-800 dark:text-gray-50"
      data-testid="assistant-answer"
      data-status={item.status}
      aria-busy={item.status === 'waiting' || item.status === 'streaming'}
    >
      <span className="sr-only">{name}</span>
      {item.status === 'waiting' ? (
        <span className="flex items-center gap-2 text-sm text-gray-700 dark:text-gray-300">
          <Spinner className="[&_svg]:size-4" label={t('assistant.panel.searching')} />
          {t('assistant.panel.searching')}
        </span>
      ) : (
        <AnswerText text={item.text} citations={item.citations} />
      )}
      {notes.map((flag) => (
        <Note key={flag}>{t(`assistant.panel.flags.${flag}`)}</Note>
      ))}
      {item.status === 'stopped' ? <Note>{t('assistant.panel.stopped')}</Note> : null}
      {item.status === 'failed' ? (
        <Note>{t('assistant.panel.failed', { reason: assistantErrorText(t, { code: item.errorCode }, limits) })}</Note>
      ) : null}
      <SourcesList citations={item.citations} />
    </li>
  );
}
