export { AssistantHost } from './trigger/assistant-host.tsx';
export { AssistantTrigger } from './trigger/assistant-trigger.tsx';
