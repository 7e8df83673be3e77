import { useCallback, useEffect, useRef, useState } from 'react';
import { downloadFile, type DownloadFailure } from '../../lib/api/download-file.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { saveBlob } from './save-blob.ts';

export type DownloadState =
  | { status: 'idle' }
  | { status: 'downloading'; percent: number | null }
  | { status: 'failed'; message: string };

/** What a download needs of a file (a handout, `Apostila`, has both). */
export interface DownloadableFile {
  download_url: string;
  file_name: string;
}

/** Codes whose own translated message says more than "Erro HTTP: 403 - Forbidden". */
const explainedCodes = new Set(['courses.lesson_locked', 'common.network']);

/**
 * Downloads a file with progress (spec §7), saves it, and calls `onSaved`; one at a time, cancelled on
 * unmount. Used by the module page's handout task and the course page's handouts.
 */
export function useFileDownload(onSaved?: () => void) {
  const { t } = useTranslation();
  const [state, setState] = useState<DownloadState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const savedRef = useRef(onSaved);
  useEffect(() => {
    savedRef.current = onSaved;
  }, [onSaved]);
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (file: DownloadableFile) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      let failure: DownloadFailure | null = null;
      setState({ status: 'downloading', percent: 0 });
      const blob = await downloadFile(file.download_url, {
        signal: current.signal,
        onProgress: (percent) => setState({ status: 'downloading', percent }),
        onError: (reason) => (failure = reason),
      });
      if (current.signal.aborted) return;
      controller.current = null;
      if (blob) {
        saveBlob(blob, file.file_name);
        setState({ status: 'idle' });
        savedRef.current?.();
        return;
      }
      const reason = failure as DownloadFailure | null;
      const message =
        reason?.code && explainedCodes.has(reason.code)
          ? t(`errors.${reason.code}`)
          : (reason?.message ?? t('errors.unknown'));
      setState({ status: 'failed', message });
    },
    [t],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState({ status: 'idle' });
  }, []);

  return { state, start, cancel };
}
