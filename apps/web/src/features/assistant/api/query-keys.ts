/** One key factory for the assistant's reads: a new answer refreshes the list and today's count at once. */
export const assistantKeys = {
  all: ['user', 'assistant'] as const,
  info: () => [...assistantKeys.all, 'info'] as const,
  conversations: () => [...assistantKeys.all, 'conversations'] as const,
};
