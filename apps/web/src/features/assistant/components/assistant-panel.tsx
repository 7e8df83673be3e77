import * as DialogPrimitive from '@radix-ui/react-dialog';
import { assistantMaxQuestionLength } from '@members/contract';
import { useEffect, useRef, useState } from 'react';
import { useAssistantPanel } from '../../../lib/assistant/assistant-store.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { useAssistantInfo } from '../api/get-info.ts';
import { useAssistantChat } from '../hooks/use-assistant-chat.ts';
import { assistantErrorText } from '../logic/error-text.ts';
import { ConversationList } from './conversation-list.tsx';
import { ConversationView } from './conversation-view.tsx';
import { PanelHeader } from './panel-header.tsx';
import { QuestionBox } from './question-box.tsx';
import { usePanelRequest } from '../hooks/use-panel-request.ts';

const genericSuggestions = ['one', 'two', 'three'] as const;

/**
 * The producer's assistant (issue 18) as a side sheet: full screen on a phone, 440 px on the right on a desktop.
 * Its conversation lives here, above the dialog's content, so closing and opening again keeps it.
 */
export function AssistantPanel() {
  const { t } = useTranslation();
  const open = useAssistantPanel((state) => state.open);
  const closePanel = useAssistantPanel((state) => state.closePanel);
  const branding = useSessionStore((state) => state.produtor);
  const info = useAssistantInfo();
  const chat = useAssistantChat();
  const [view, setView] = useState<'chat' | 'history'>('chat');
  const [openError, setOpenError] = useState<unknown>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  // After the view changes back to the conversation, the box exists only on the next frame.
  const focusBox = () => requestAnimationFrame(() => textarea.current?.focus());

  const name = info.data?.name.trim() || branding?.app_ianame?.trim() || t('assistant.panel.fallbackName');
  const image = info.data?.image_url ?? (branding?.app_iaimage?.trim() || null);
  const limits = {
    dailyLimit: info.data?.daily_limit ?? 0,
    maxQuestionLength: info.data?.max_question_length ?? assistantMaxQuestionLength,
  };
  const suggestions = info.data?.suggestions.length
    ? info.data.suggestions
    : genericSuggestions.map((key) => t(`assistant.panel.generic.${key}`));
  const usage = info.data
    ? t('assistant.panel.usage', { used: info.data.used_today, limit: info.data.daily_limit })
    : null;

  usePanelRequest(chat, () => {
    setView('chat');
    focusBox();
  });

  useEffect(() => {
    if (open) setOpenError(null);
  }, [open]);

  const openConversation = (id: string) => {
    setOpenError(null);
    chat.open(id).then(
      () => {
        setView('chat');
        focusBox();
      },
      (error: unknown) => setOpenError(error),
    );
  };

  return (
    <DialogPrimitive.Root open={open} onOpenChange={(next) => (next ? undefined : closePanel())}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <DialogPrimitive.Content
          data-testid="assistant-panel"
          className="fixed inset-0 z-50 flex flex-col bg-white text-gray-900 shadow-xl md:left-auto md:w-[440px] md:border-l md:border-gray-200 dark:bg-gray-900 dark:text-gray-50 md:dark:border-gray-700"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            textarea.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const opener = useAssistantPanel.getState().opener;
            const fallback = document.querySelector<HTMLElement>('[data-testid="assistant-trigger"]');
            (opener?.isConnected ? opener : fallback)?.focus();
          }}
        >
          <PanelHeader
            name={name}
            image={image}
            view={view}
            usage={usage}
            onNew={() => {
              chat.startNew();
              setView('chat');
              focusBox();
            }}
            onToggleHistory={() => setView((current) => (current === 'chat' ? 'history' : 'chat'))}
          />
          <DialogPrimitive.Description className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-xs text-amber-950 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100">
            {t('assistant.panel.studyNote')}
          </DialogPrimitive.Description>
          {view === 'history' ? (
            <>
              {openError ? (
                <p role="alert" className="px-4 pt-3 text-sm text-red-700 dark:text-red-300">
                  {assistantErrorText(t, openError, limits)}
                </p>
              ) : null}
              <ConversationList
                currentId={chat.chat.conversationId}
                onOpen={openConversation}
                onDeleted={(id) => {
                  if (id === null || id === chat.chat.conversationId) chat.startNew();
                }}
              />
            </>
          ) : (
            <>
              <ConversationView
                items={chat.chat.items}
                name={name}
                limits={limits}
                suggestions={suggestions}
                loading={info.isPending}
                onSuggestion={(question) => void chat.ask(question, chat.pendingContext)}
              />
              <QuestionBox
                value={chat.draft}
                onChange={(value) => {
                  chat.setDraft(value);
                  if (chat.refusal) chat.setRefusal(null);
                }}
                onSubmit={() => void chat.ask(chat.draft, chat.pendingContext)}
                onStop={chat.stop}
                streaming={chat.streaming}
                maxLength={limits.maxQuestionLength}
                contextLabel={
                  chat.pendingContext
                    ? (chat.pendingContext.label ??
                      t(`assistant.panel.contextKinds.${chat.pendingContext.context.kind}`))
                    : null
                }
                onRemoveContext={() => chat.setPendingContext(null)}
                error={chat.refusal ? assistantErrorText(t, chat.refusal, limits) : null}
                textareaRef={textarea}
              />
            </>
          )}
          <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="assistant-live">
            {chat.announcement}
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
