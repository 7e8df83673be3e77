import { ProgressBar } from '../ui/progress-bar.tsx';
import { useTranslation } from '../../lib/i18n/index.ts';
import type { DownloadState } from './use-file-download.ts';

/** Under a file being downloaded: its progress bar and percent; after a failure, why (an alert); else nothing. */
export function DownloadProgress({ state, name }: { state: DownloadState; name: string }) {
  const { t } = useTranslation();
  if (state.status === 'downloading') {
    return (
      <div className="flex flex-col gap-1">
        <ProgressBar
          value={state.percent ?? 0}
          size="md"
          label={t('download.progress', { name })}
          valueText={state.percent === null ? t('download.progressUnknown') : undefined}
        />
        <p className="text-xs text-gray-600 tabular-nums dark:text-gray-400" aria-hidden="true">
          {state.percent === null ? t('download.progressUnknown') : `${state.percent}%`}
        </p>
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900 dark:bg-red-950 dark:text-red-100">
        {state.message}
      </p>
    );
  }
  return null;
}
