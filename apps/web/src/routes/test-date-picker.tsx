import { TestDatePickerPage } from '../features/date-picker-demo/index.ts';

export function TestDatePickerRoute() {
  return <TestDatePickerPage />;
}
