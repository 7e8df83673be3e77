import type { AssistantSourceKind } from '@members/contract';

/**
 * A retrieval test set of one demo vertical (issue 18): questions written the way learners type them, each with the
 * passage that answers it, and questions the material does not cover. `contains` is a phrase copied from the source
 * text (plain text, no HTML); a passage answers when it has the expected kind and holds the phrase, compared without
 * accents or case and with whitespace collapsed.
 */
export interface RetrievalSet {
  vertical: string;
  /** The demo producer whose material is searched (every producer of the vertical has the same material). */
  producerSlug: string;
  questions: { question: string; expected: { kind: AssistantSourceKind; contains: string } }[];
  /** Questions no passage of the material answers: the assistant must say so. */
  outOfMaterial: string[];
}
