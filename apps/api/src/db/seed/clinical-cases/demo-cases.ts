import { demoCasesAnestesiologia } from './demo-cases-anestesiologia.ts';
import { demoCasesCirurgiaVascular } from './demo-cases-cirurgia-vascular.ts';
import { demoCasesOftalmologia } from './demo-cases-oftalmologia.ts';
import { demoCasesOrtopedia } from './demo-cases-ortopedia.ts';
import type { DemoCase } from './demo-case-types.ts';

/** The demo clinical cases of each vertical (issue 15), by the vertical's slug. */
const cases: Readonly<Record<string, readonly DemoCase[]>> = {
  oftalmologia: demoCasesOftalmologia,
  anestesiologia: demoCasesAnestesiologia,
  'cirurgia-vascular': demoCasesCirurgiaVascular,
  ortopedia: demoCasesOrtopedia,
};

export const demoCaseVerticals = Object.keys(cases);

export function demoCases(vertical: string): readonly DemoCase[] | undefined {
  return cases[vertical];
}
