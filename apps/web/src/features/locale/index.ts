export { LocaleSwitcher } from './components/locale-switcher.tsx';
