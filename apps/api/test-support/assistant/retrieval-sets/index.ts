import { anestesiologiaSet } from './anestesiologia.ts';
import { cirurgiaVascularSet } from './cirurgia-vascular.ts';
import { oftalmologiaSet } from './oftalmologia.ts';
import { ortopediaSet } from './ortopedia.ts';
import type { RetrievalSet } from './retrieval-set.ts';

/** The retrieval test set of every demo vertical (issue 18: recall@5 of the assistant's retrieval). */
export const retrievalSets: readonly RetrievalSet[] = [
  oftalmologiaSet,
  anestesiologiaSet,
  cirurgiaVascularSet,
  ortopediaSet,
];
