import type { DemoCase } from './demo-case-types.ts';
import { oftalmologiaCases1 } from './demo-cases-oftalmologia-1.ts';
import { oftalmologiaCases2 } from './demo-cases-oftalmologia-2.ts';
import { oftalmologiaCases3 } from './demo-cases-oftalmologia-3.ts';
import { oftalmologiaCases4 } from './demo-cases-oftalmologia-4.ts';

/**
 * The demo clinical cases of the ophthalmology vertical: 8 published cases over glaucoma, retina, neuro-ophthalmology,
 * cornea, urgencies, orbit and lens, and one draft (the last).
 */
export const demoCasesOftalmologia: readonly DemoCase[] = [
  ...oftalmologiaCases1,
  ...oftalmologiaCases2,
  ...oftalmologiaCases3,
  ...oftalmologiaCases4,
];
