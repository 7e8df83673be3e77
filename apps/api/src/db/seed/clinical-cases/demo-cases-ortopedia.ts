import type { DemoCase } from './demo-case-types.ts';
import { casesOrtopedia1 } from './demo-cases-ortopedia-1.ts';
import { casesOrtopedia2 } from './demo-cases-ortopedia-2.ts';
import { casesOrtopedia3 } from './demo-cases-ortopedia-3.ts';
import { casesOrtopedia4 } from './demo-cases-ortopedia-4.ts';

/**
 * The demo clinical cases of the orthopaedics vertical, written for R1 and TEOT/SBOT: trauma of the leg, hip fracture
 * in the elderly, cauda equina, the paediatric hip, knee and shoulder injuries of the young adult; the ninth case (an
 * osteosarcoma work-up) is a draft.
 */
export const demoCasesOrtopedia: readonly DemoCase[] = [
  ...casesOrtopedia1,
  ...casesOrtopedia2,
  ...casesOrtopedia3,
  ...casesOrtopedia4,
];
