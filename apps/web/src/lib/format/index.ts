export { formatDuration, formatMinutes } from './duration.ts';
export { formatFileSize } from './file-size.ts';
export { dateTimeFormat, numberFormat } from './intl-formats.ts';
