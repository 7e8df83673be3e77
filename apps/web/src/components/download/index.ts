export { DownloadButton, type DownloadButtonProps } from './download-button.tsx';
export { DownloadProgress } from './download-progress.tsx';
export { useFileDownload, type DownloadableFile, type DownloadState } from './use-file-download.ts';
