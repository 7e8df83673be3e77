export { ModuleClassicPage } from './components/module-classic-page.tsx';
export { ModulePage } from './components/module-page.tsx';
export { ModuleTrackSheet } from './components/track/module-track-sheet.tsx';
export type { ModuleLayout, ModuleRef } from './module-ref.ts';
