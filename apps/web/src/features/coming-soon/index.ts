export type { ComingSoonArea } from './areas.ts';
export { ComingSoonPage } from './coming-soon-page.tsx';
