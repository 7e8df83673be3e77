import type { DemoCase } from './demo-case-types.ts';
import { casesCirurgiaVascular1 } from './demo-cases-cirurgia-vascular-1.ts';
import { casesCirurgiaVascular2 } from './demo-cases-cirurgia-vascular-2.ts';
import { casesCirurgiaVascular3 } from './demo-cases-cirurgia-vascular-3.ts';
import { casesCirurgiaVascular4 } from './demo-cases-cirurgia-vascular-4.ts';

/**
 * The demo clinical cases of cirurgia vascular (R1, R3 and the SBACV specialty title): eight published cases over
 * isquemia aguda, DAP, aorta, carótidas, TVP, pé diabético and trauma, and one draft (úlcera venosa) last.
 */
export const demoCasesCirurgiaVascular: readonly DemoCase[] = [
  ...casesCirurgiaVascular1,
  ...casesCirurgiaVascular2,
  ...casesCirurgiaVascular3,
  ...casesCirurgiaVascular4,
];
