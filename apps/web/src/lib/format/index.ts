export { formatDuration, formatMinutes } from './duration.ts';
export { formatFileSize } from './file-size.ts';
