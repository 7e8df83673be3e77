import type { DemoVerticalCatalog } from './demo-course-types.ts';
import { anestesiologiaCatalog } from './demo-courses-anestesiologia.ts';
import { cirurgiaVascularCatalog } from './demo-courses-cirurgia-vascular.ts';
import { oftalmologiaCatalog } from './demo-courses-oftalmologia.ts';
import { ortopediaCatalog } from './demo-courses-ortopedia.ts';

/** The course catalog of each demo vertical (demo-verticals.ts), in the verticals' order. */
export const demoCatalogs: readonly DemoVerticalCatalog[] = [
  oftalmologiaCatalog,
  anestesiologiaCatalog,
  cirurgiaVascularCatalog,
  ortopediaCatalog,
];

export function demoCatalog(vertical: string): DemoVerticalCatalog | undefined {
  return demoCatalogs.find((catalog) => catalog.vertical === vertical);
}
