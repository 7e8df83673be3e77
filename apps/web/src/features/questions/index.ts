export { FreePracticePage } from './components/practice/free-practice-page.tsx';
export { QuestionFilterPage } from './components/filter/question-filter-page.tsx';
export { QuestionsOverview } from './components/overview/questions-overview.tsx';
export { QuestionTrackPage } from './components/track/question-track-page.tsx';
export { QuestionReview } from './components/player/question-review.tsx';
export { QuestionPage } from './components/single/question-page.tsx';
