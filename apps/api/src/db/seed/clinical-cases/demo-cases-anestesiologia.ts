import type { DemoCase } from './demo-case-types.ts';
import { casesAnestesiologia1 } from './demo-cases-anestesiologia-1.ts';
import { casesAnestesiologia2 } from './demo-cases-anestesiologia-2.ts';
import { casesAnestesiologia3 } from './demo-cases-anestesiologia-3.ts';
import { casesAnestesiologia4 } from './demo-cases-anestesiologia-4.ts';

/** The anesthesiology vertical's demo clinical cases: 8 published and, last, 1 draft. */
export const demoCasesAnestesiologia: readonly DemoCase[] = [
  ...casesAnestesiologia1,
  ...casesAnestesiologia2,
  ...casesAnestesiologia3,
  ...casesAnestesiologia4,
];
