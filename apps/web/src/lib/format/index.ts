export { formatDuration, formatMinutes } from './duration.ts';
export { formatFileSize } from './file-size.ts';
export { formatDate, useDateFormat, type DateStyle } from './date.ts';
