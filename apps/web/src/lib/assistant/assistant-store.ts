import type { AssistantContext } from '@members/contract';
import { create } from 'zustand';

/** A question prepared by a page ("Pergunte à {nome}" on a question's reveal, a lesson, a case, a flashcard). */
export interface AssistantRequest {
  /** The question to send (the panel sends it at once), or only a draft put in the box when `send` is false. */
  question: string;
  context?: AssistantContext;
  /** What the context is, as the panel shows it above the box ("Questão 12", the lesson's title). */
  contextLabel?: string;
  send: boolean;
}

interface AssistantPanelState {
  open: boolean;
  /** The request the panel picks up when it opens (then clears). */
  request: AssistantRequest | null;
  /** The element that opened the panel: the focus goes back to it on close. */
  opener: HTMLElement | null;
  openPanel(opener?: HTMLElement | null, request?: AssistantRequest): void;
  takeRequest(): AssistantRequest | null;
  closePanel(): void;
}

/**
 * Whether the assistant's panel is open and what it was asked to ask (issue 18). Pages and the header's trigger
 * open it; the panel itself (features/assistant, loaded on first open) reads and clears the request.
 */
export const useAssistantPanel = create<AssistantPanelState>()((set, get) => ({
  open: false,
  request: null,
  opener: null,
  openPanel: (opener = null, request) => set({ open: true, opener, request: request ?? null }),
  takeRequest: () => {
    const { request } = get();
    if (request) set({ request: null });
    return request;
  },
  closePanel: () => set({ open: false }),
}));
