import { anestesiologiaQuestionBank } from './demo-questions-anestesiologia.ts';
import { cirurgiaVascularQuestionBank } from './demo-questions-cirurgia-vascular.ts';
import { oftalmologiaQuestionBank } from './demo-questions-oftalmologia.ts';
import { ortopediaQuestionBank } from './demo-questions-ortopedia.ts';
import type { DemoQuestionBank } from './demo-question-types.ts';

/** The demo question bank of each vertical (its producers all get it). */
const banks: Record<string, DemoQuestionBank> = {
  oftalmologia: oftalmologiaQuestionBank,
  anestesiologia: anestesiologiaQuestionBank,
  'cirurgia-vascular': cirurgiaVascularQuestionBank,
  ortopedia: ortopediaQuestionBank,
};

export const demoQuestionBankVerticals = Object.keys(banks);

export function demoQuestionBank(vertical: string): DemoQuestionBank | undefined {
  return banks[vertical];
}
