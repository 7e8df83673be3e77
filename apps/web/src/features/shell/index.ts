export { AppNav } from './components/app-nav.tsx';
export { BottomNav } from './components/bottom-nav.tsx';
export { SearchLink } from './components/search-link.tsx';
