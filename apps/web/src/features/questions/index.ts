export { FreePracticePage, type FreePracticePageProps } from './components/practice/free-practice-page.tsx';
export { QuestionFilterPage } from './components/filter/question-filter-page.tsx';
export { QuestionsOverview, type QuestionsOverviewProps } from './components/overview/questions-overview.tsx';
export { QuestionTrackPage, type QuestionTrackPageProps } from './components/track/question-track-page.tsx';
