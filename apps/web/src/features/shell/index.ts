export { AppNav } from './components/app-nav.tsx';
export { BottomNav } from './components/bottom-nav.tsx';
export { navItems, type NavItem } from './nav-items.ts';
