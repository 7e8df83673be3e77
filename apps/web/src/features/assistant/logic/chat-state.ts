import type { AssistantAnswerFlag, AssistantCitation, AssistantContextKind, AssistantMessage } from '@members/contract';

export interface QuestionItem {
  role: 'user';
  key: string;
  text: string;
  /** The chip above the question: the page's label ("Questão 12"), or the context's kind for a stored one. */
  context: { kind: AssistantContextKind; label: string | null } | null;
}

export interface AnswerItem {
  role: 'assistant';
  key: string;
  /** `streaming` while words arrive; `stopped` by the learner; `failed` when the stream broke (errorCode). */
  status: 'waiting' | 'streaming' | 'done' | 'stopped' | 'failed';
  text: string;
  citations: AssistantCitation[];
  flags: AssistantAnswerFlag[];
  errorCode: string | null;
}

export type ChatItem = QuestionItem | AnswerItem;

export interface ChatState {
  conversationId: string | null;
  items: ChatItem[];
}

export type ChatAction =
  | { type: 'load'; conversationId: string | null; messages: AssistantMessage[] }
  | { type: 'ask'; key: string; question: QuestionItem }
  | { type: 'start'; key: string; conversationId: string }
  | { type: 'delta'; key: string; text: string }
  | { type: 'done'; key: string; answer: AssistantMessage }
  | { type: 'failed'; key: string; code: string }
  | { type: 'stopped'; key: string }
  /** Refused before the stream started: the question leaves the conversation (its text goes back in the box). */
  | { type: 'refused'; key: string };

export const emptyChat: ChatState = { conversationId: null, items: [] };

function itemOfMessage(message: AssistantMessage): ChatItem {
  if (message.role === 'user') {
    const context = message.context ? { kind: message.context.kind, label: null } : null;
    return { role: 'user', key: `m${message.id}`, text: message.text, context };
  }
  return {
    role: 'assistant',
    key: `m${message.id}`,
    status: 'done',
    text: message.text,
    citations: message.citations,
    flags: message.flags,
    errorCode: null,
  };
}

function updateAnswer(state: ChatState, key: string, change: (answer: AnswerItem) => AnswerItem): ChatState {
  const answerKey = `${key}:a`;
  return {
    ...state,
    items: state.items.map((item) => (item.role === 'assistant' && item.key === answerKey ? change(item) : item)),
  };
}

/** The conversation in the panel: the stored messages, then each question's answer as its stream arrives. */
export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'load':
      return { conversationId: action.conversationId, items: action.messages.map(itemOfMessage) };
    case 'ask': {
      const answer: AnswerItem = {
        role: 'assistant',
        key: `${action.key}:a`,
        status: 'waiting',
        text: '',
        citations: [],
        flags: [],
        errorCode: null,
      };
      return { ...state, items: [...state.items, action.question, answer] };
    }
    case 'start':
      return updateAnswer({ ...state, conversationId: action.conversationId }, action.key, (answer) => ({
        ...answer,
        status: 'streaming',
      }));
    case 'delta':
      return updateAnswer(state, action.key, (answer) => ({ ...answer, text: answer.text + action.text }));
    case 'done':
      // The stored answer replaces the streamed words: the server may have taken out a citation it could not check.
      return updateAnswer(state, action.key, (answer) => ({
        ...answer,
        status: 'done',
        text: action.answer.text,
        citations: action.answer.citations,
        flags: action.answer.flags,
      }));
    case 'failed':
      return updateAnswer(state, action.key, (answer) => ({ ...answer, status: 'failed', errorCode: action.code }));
    case 'stopped':
      return updateAnswer(state, action.key, (answer) => ({ ...answer, status: 'stopped' }));
    case 'refused':
      return {
        ...state,
        items: state.items.filter((item) => item.key !== action.key && item.key !== `${action.key}:a`),
      };
  }
}
