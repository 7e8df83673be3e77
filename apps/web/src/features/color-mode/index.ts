export { ColorModeToggle } from './components/color-mode-toggle.tsx';
