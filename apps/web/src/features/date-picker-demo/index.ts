export { TestDatePickerPage } from './components/test-date-picker-page.tsx';
