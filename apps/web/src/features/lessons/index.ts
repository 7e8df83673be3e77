export { ModuleClassicPage } from './components/module-classic-page.tsx';
export { ModulePage, type ModulePageProps } from './components/module-page.tsx';
export { ModuleTrackSheet, type ModuleTrackSheetProps } from './components/track/module-track-sheet.tsx';
export type { ModuleLayout, ModuleRef } from './module-ref.ts';
