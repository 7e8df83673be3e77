import { useEffect, useState } from 'react';

export interface FileDataUrl {
  /** The file as a data: URL once read, else null. */
  src: string | null;
  /** The file could not be read. */
  failed: boolean;
}

/**
 * Reads a chosen file as a data: URL. Not an object (blob:) URL: the cropper re-reads its source
 * with XMLHttpRequest to parse the EXIF orientation, and the app's CSP allows no blob: in
 * connect-src, so a blob: URL would never finish loading. data: needs no request.
 */
export function useFileDataUrl(file: Blob): FileDataUrl {
  const [result, setResult] = useState<(FileDataUrl & { file: Blob }) | null>(null);
  useEffect(() => {
    const reader = new FileReader();
    reader.onload = () => {
      const src = typeof reader.result === 'string' ? reader.result : null;
      setResult({ file, src, failed: src === null });
    };
    reader.onerror = () => setResult({ file, src: null, failed: true });
    reader.readAsDataURL(file);
    return () => {
      reader.onload = null;
      reader.onerror = null;
      if (reader.readyState === FileReader.LOADING) reader.abort();
    };
  }, [file]);
  return result?.file === file ? { src: result.src, failed: result.failed } : { src: null, failed: false };
}
