export { ModuleSearchPage } from './components/module-search-page.tsx';
export { SearchPage } from './components/search-page.tsx';
export type { ModuleLayout } from './lesson-route.ts';
