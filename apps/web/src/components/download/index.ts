export { DownloadButton } from './download-button.tsx';
export { DownloadProgress } from './download-progress.tsx';
export { useFileDownload } from './use-file-download.ts';
