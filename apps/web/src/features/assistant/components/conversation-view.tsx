import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import type { ChatItem } from '../logic/chat-state.ts';
import type { AssistantLimits } from '../logic/error-text.ts';
import { AnswerBubble, QuestionBubble } from './chat-messages.tsx';

export interface ConversationViewProps {
  items: readonly ChatItem[];
  name: string;
  limits: AssistantLimits;
  /** The suggested questions (the producer's, else the catalog's), shown while the conversation is empty. */
  suggestions: readonly string[];
  onSuggestion(question: string): void;
  loading: boolean;
}

/** The conversation, kept scrolled to its newest words; an empty one offers questions to start with. */
export function ConversationView({ items, name, limits, suggestions, onSuggestion, loading }: ConversationViewProps) {
  const { t } = useTranslation();
  const end = useRef<HTMLDivElement>(null);
  const last = items.at(-1);
  const lastLength = last?.text.length ?? 0;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [items.length, lastLength]);
  return (
    <div className="min-h-0 flex-1 overflow-y-auto px-4 py-3" data-testid="assistant-conversation">
      {items.length === 0 ? (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-gray-700 dark:text-gray-300">{t('assistant.panel.intro')}</p>
          {loading ? null : (
            <section aria-labelledby="assistant-suggestions">
              <h3 id="assistant-suggestions" className="mb-2 text-sm font-semibold">
                {t('assistant.panel.suggestions')}
              </h3>
              <ul className="flex flex-col gap-2">
                {suggestions.map((question) => (
                  <li key={question}>
                    <button
                      type="button"
                      onClick={() => onSuggestion(question)}
                      className="min-h-11 w-full cursor-pointer rounded-lg border border-gray-300 px-3 py-2 text-left text-sm hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-gray-900 dark:border-gray-700 dark:hover:bg-gray-800 dark:focus-visible:outline-white"
                    >
                      {question}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      ) : (
        <ol className="flex flex-col gap-3" aria-label={t('assistant.panel.conversation')}>
          {items.map((item) =>
            item.role === 'user' ? (
              <QuestionBubble key={item.key} item={item} />
            ) : (
              <AnswerBubble key={item.key} item={item} name={name} limits={limits} />
            ),
          )}
        </ol>
      )}
      <div ref={end} />
    </div>
  );
}
