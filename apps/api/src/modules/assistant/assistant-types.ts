import type { AssistantAnswerer, AssistantContextKind, AssistantSourceKind, ProductArea } from '@members/contract';

/** What a learner may read of the producer's material: the retrieval's filter (never another producer's). */
export interface PassageScope {
  producerId: string;
  /** Product codes of the learner's live accesses: a passage with product codes needs one of them. */
  openProductCodes: readonly string[];
  /** Gated areas open to the learner: a passage of an area (questions, clinical_cases, flashcards) needs it. */
  openAreas: readonly ProductArea[];
}

/** A passage's source, the place it opens (course, lesson, handout page, video second) and its text. */
export interface PassageAddress {
  kind: AssistantSourceKind;
  source_id: number;
  part: number;
  course_id: string | null;
  module_id: number | null;
  lesson_id: number | null;
  page: number | null;
  seconds: number | null;
  title: string;
  body: string;
}

/** A passage as retrieval ranks it (the row's address and text, and its fused score). */
export interface RetrievedPassage extends PassageAddress {
  id: number;
  /** The full-text rank (ts_rank_cd, normalised); 0 when it came by vector alone or by context boost. */
  text_score: number;
  /** The reciprocal-rank-fusion score the list is ordered by. */
  score: number;
}

/** A source the question is about, as the answer's prompt and retrieval's boost see it. */
export interface QuestionContext {
  kind: AssistantContextKind;
  id: number;
  /** A short name: the lesson's, "Questão 123", the case's title, "Flashcard". */
  title: string;
  /** What goes in the prompt: the statement and the chosen alternative, a lesson's title, a card's faces. */
  text: string;
  /** A question's context: the alternative the learner chose (the answer explains why it is wrong or right). */
  letter?: 'A' | 'B' | 'C' | 'D' | 'E';
  /** The passages of this source get a boost in retrieval. */
  boost: { kind: AssistantSourceKind; source_id: number };
}

export interface AnswerInput {
  question: string;
  /** Numbered in order: passage i is cited as `[i + 1]`. */
  passages: readonly RetrievedPassage[];
  context: QuestionContext | null;
  assistantName: string;
  producerName: string;
  signal: AbortSignal;
}

/** Writes an answer from numbered passages, delta by delta; throws (or the signal aborts) when it cannot. */
export interface Answerer {
  readonly kind: AssistantAnswerer;
  stream(input: AnswerInput): AsyncIterable<string>;
}

/** Turns texts into vectors (an OpenAI-compatible embeddings server); optional. */
export interface Embedder {
  readonly model: string;
  embed(texts: readonly string[], signal?: AbortSignal): Promise<number[][]>;
}
