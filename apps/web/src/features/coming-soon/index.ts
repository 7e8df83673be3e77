export { comingSoonAreas, type ComingSoonArea } from './areas.ts';
export { ComingSoonPage, type ComingSoonPageProps } from './coming-soon-page.tsx';
