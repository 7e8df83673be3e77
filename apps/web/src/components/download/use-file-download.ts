import type { Apostila } from '@members/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { downloadFile, type DownloadFailure } from '../../../../lib/api/download-file.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { saveBlob } from '../../logic/save-blob.ts';

export type DownloadState =
  | { status: 'idle' }
  | { status: 'downloading'; percent: number | null }
  | { status: 'failed'; message: string };

/** Codes whose own translated message says more than "Erro HTTP: 403 - Forbidden". */
const explainedCodes = new Set(['courses.lesson_locked', 'common.network']);

/** Downloads a handout with progress, saves it, and calls `onSaved`; one at a time, cancelled on unmount. */
export function useApostilaDownload(onSaved: () => void) {
  const { t } = useTranslation();
  const [state, setState] = useState<DownloadState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const savedRef = useRef(onSaved);
  useEffect(() => {
    savedRef.current = onSaved;
  }, [onSaved]);
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (apostila: Apostila) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      let failure: DownloadFailure | null = null;
      setState({ status: 'downloading', percent: 0 });
      const blob = await downloadFile(apostila.download_url, {
        signal: current.signal,
        onProgress: (percent) => setState({ status: 'downloading', percent }),
        onError: (reason) => (failure = reason),
      });
      if (current.signal.aborted) return;
      controller.current = null;
      if (blob) {
        saveBlob(blob, apostila.file_name);
        setState({ status: 'idle' });
        savedRef.current();
        return;
      }
      const reason = failure as DownloadFailure | null;
      const message = reason?.code && explainedCodes.has(reason.code) ? t(`errors.${reason.code}`) : (reason?.message ?? t('errors.unknown'));
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
