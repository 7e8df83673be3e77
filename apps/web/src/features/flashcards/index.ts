export { FlashcardCompletionPage } from './components/completion/completion-page.tsx';
export { FlashcardStudyPage } from './components/study/study-page.tsx';
export { RetentionPanel } from './components/home/retention-panel.tsx';
