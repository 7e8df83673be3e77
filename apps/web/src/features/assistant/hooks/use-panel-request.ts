import { useEffect, useRef } from 'react';
import { useAssistantPanel } from '../../../lib/assistant/assistant-store.ts';
import type { useAssistantChat } from './use-assistant-chat.ts';

/**
 * Picks up what a page asked the panel ("Pergunte à {nome}" on a question's reveal, a lesson ...) as soon as the
 * panel is open with it: a new conversation, then the question sent with its context, or put in the box (a draft
 * the learner finishes) with the context's chip. `onTaken` brings the conversation and the box into view.
 */
export function usePanelRequest(chat: ReturnType<typeof useAssistantChat>, onTaken: () => void) {
  const open = useAssistantPanel((state) => state.open);
  const request = useAssistantPanel((state) => state.request);
  // The latest chat and callback, without making them the effect's dependencies (a new object every render).
  const latest = useRef({ chat, onTaken });
  latest.current = { chat, onTaken };
  useEffect(() => {
    if (!open || !request) return;
    const taken = useAssistantPanel.getState().takeRequest();
    if (!taken) return;
    const { chat: current, onTaken: bringIntoView } = latest.current;
    const context = taken.context ? { context: taken.context, label: taken.contextLabel ?? null } : null;
    current.startNew();
    if (taken.send) void current.ask(taken.question, context);
    else {
      current.setDraft(taken.question);
      current.setPendingContext(context);
    }
    bringIntoView();
  }, [open, request]);
}
