export { HomePage, type HomePageProps } from './components/home-page.tsx';
export { studyShortcuts, type StudyShortcut } from './study-shortcuts.ts';
