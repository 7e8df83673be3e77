export { DatePicker, type DatePickerProps } from './date-picker.tsx';
export { dateLocales, formatShortDate, parseShortDate, useDateLocale } from './date-locale.ts';
