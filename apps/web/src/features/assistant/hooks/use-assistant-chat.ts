import type { AssistantContext, AssistantInfo, AssistantMessage } from '@members/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { askAssistant } from '../api/ask-stream.ts';
import { getAssistantConversation } from '../api/conversations.ts';
import { assistantKeys } from '../api/query-keys.ts';
import { chatReducer, emptyChat } from '../logic/chat-state.ts';
import { withoutCitationMarks } from '../logic/citation-marks.ts';
import { errorCodeOf } from '../logic/error-text.ts';
import { announceDelta, announceDone, newAnnouncer } from '../logic/live-announcer.ts';

/** A question about something on the page: its context, and the chip's words for it. */
export interface PendingContext {
  context: AssistantContext;
  label: string | null;
}

let nextKey = 0;

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The panel's conversation: the stored one it opened or the new one, each question's answer as it streams, the
 * box's draft (given back when the question is refused before its stream starts), the context waiting to go with
 * the next question, and the words for the live region (each sentence once complete, not every token).
 */
export function useAssistantChat() {
  const client = useQueryClient();
  const [chat, dispatch] = useReducer(chatReducer, emptyChat);
  const [draft, setDraft] = useState('');
  const [pendingContext, setPendingContext] = useState<PendingContext | null>(null);
  const [refusal, setRefusal] = useState<unknown>(null);
  const [streaming, setStreaming] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  // What the live region will say at the next render: sentences said within one batch (a chunk of the stream holds
  // several events) are joined, so none is lost; cleared once rendered.
  const speech = useRef('');
  useEffect(() => {
    speech.current = '';
  }, [announcement]);
  const controller = useRef<AbortController | null>(null);
  const conversationId = useRef<string | null>(null);
  conversationId.current = chat.conversationId;

  // Not aborted on unmount: the panel stays mounted with its layout, and React's strict mode unmounts it once on
  // purpose in development, which would stop a page's question the moment the panel opened with it.
  const stop = useCallback(() => controller.current?.abort(), []);

  const ask = useCallback(
    async (question: string, withContext: PendingContext | null) => {
      const text = question.trim();
      if (!text) return;
      controller.current?.abort(); // a page's question while an answer streams: that answer stops
      const key = `q${++nextKey}`;
      const abort = new AbortController();
      controller.current = abort;
      setStreaming(true);
      setRefusal(null);
      setDraft('');
      setPendingContext(null);
      setAnnouncement('');
      dispatch({
        type: 'ask',
        key,
        question: {
          role: 'user',
          key,
          text,
          context: withContext && { kind: withContext.context.kind, label: withContext.label },
        },
      });
      let started = false;
      const announcer = newAnnouncer();
      const say = (words: string | null) => {
        if (!words) return;
        speech.current = speech.current ? `${speech.current} ${words}` : words;
        setAnnouncement(withoutCitationMarks(speech.current));
      };
      try {
        await askAssistant(
          {
            question: text,
            ...(conversationId.current ? { conversation_id: conversationId.current } : {}),
            ...(withContext ? { context: withContext.context } : {}),
          },
          {
            onStart: (event) => {
              started = true;
              dispatch({ type: 'start', key, conversationId: event.conversation_id });
            },
            onDelta: (event) => {
              dispatch({ type: 'delta', key, text: event.text });
              say(announceDelta(announcer, event.text));
            },
            onDone: (event) => {
              dispatch({ type: 'done', key, answer: event.answer });
              say(announceDone(announcer, event.answer.text));
              client.setQueryData<AssistantInfo>(assistantKeys.info(), (info) =>
                info ? { ...info, used_today: event.used_today } : info,
              );
            },
            onError: (event) => dispatch({ type: 'failed', key, code: event.code }),
          },
          abort.signal,
        );
      } catch (error) {
        if (isAbort(error)) dispatch({ type: started ? 'stopped' : 'refused', key });
        else if (started) dispatch({ type: 'failed', key, code: errorCodeOf(error) ?? 'assistant.stream_failed' });
        else {
          dispatch({ type: 'refused', key });
          setRefusal(error);
        }
        // Given back to the box unless a new conversation or another question took its place.
        if (!started && controller.current === abort) {
          setDraft((current) => current || text);
          setPendingContext((current) => current ?? withContext);
        }
      } finally {
        if (controller.current === abort) {
          controller.current = null;
          setStreaming(false);
        }
        if (started) void client.invalidateQueries({ queryKey: assistantKeys.conversations() });
      }
    },
    [client],
  );

  const reset = useCallback(
    (id: string | null, messages: AssistantMessage[]) => {
      stop();
      controller.current = null;
      setStreaming(false);
      conversationId.current = id; // the next question, asked before the next render, continues this one
      setRefusal(null);
      setAnnouncement('');
      dispatch({ type: 'load', conversationId: id, messages });
    },
    [stop],
  );

  const open = useCallback(
    async (id: string) => {
      const conversation = await getAssistantConversation(id);
      reset(conversation.id, conversation.messages);
    },
    [reset],
  );

  return {
    chat,
    draft,
    setDraft,
    pendingContext,
    setPendingContext,
    refusal,
    setRefusal,
    streaming,
    announcement,
    ask,
    stop,
    open,
    startNew: () => reset(null, []),
  };
}
