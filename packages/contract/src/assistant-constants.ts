/**
 * The producer's assistant (issue 18): constants both sides agree on, zod-free so the web app's first paint can
 * read them without the schemas.
 */

/** The longest question a learner may send (characters, after trimming). */
export const assistantMaxQuestionLength = 1_000;

/** Questions per learner per study day (America/Sao_Paulo) when the producer set no limit of its own. */
export const assistantDefaultDailyLimit = 40;

/** The passages an answer may cite (the retrieval's top k). */
export const assistantMaxCitations = 6;

/** Where a passage comes from; a citation opens that place. */
export const assistantSourceKinds = ['lesson', 'handout', 'question', 'case', 'flashcard'] as const;
export type AssistantSourceKind = (typeof assistantSourceKinds)[number];

/** What a question is asked about (its context goes with it and its passages are boosted). */
export const assistantContextKinds = ['lesson', 'question', 'case', 'flashcard'] as const;
export type AssistantContextKind = (typeof assistantContextKinds)[number];

/** Who wrote an answer: the extractive composer (no model) or the configured chat-completions model. */
export const assistantAnswerers = ['extractive', 'llm'] as const;
export type AssistantAnswerer = (typeof assistantAnswerers)[number];

/**
 * Marks on an answer: `not_found` (nothing in the material scored above the threshold: the honest answer),
 * `citations_removed` (the model cited a passage it was not given; the mark was taken out), `provider_fallback`
 * (the model failed or timed out: the extractive answer was given instead).
 */
export const assistantAnswerFlags = ['not_found', 'citations_removed', 'provider_fallback'] as const;
export type AssistantAnswerFlag = (typeof assistantAnswerFlags)[number];

/** The index of a producer's material: idle (up to date), queued, running, failed (the last run). */
export const assistantIndexStatuses = ['idle', 'queued', 'running', 'failed'] as const;
