import { Download, X } from 'lucide-react';
import { Button } from '../ui/button.tsx';
import { useTranslation } from '../../lib/i18n/index.ts';
import type { DownloadState } from './use-file-download.ts';

export interface DownloadButtonProps {
  state: DownloadState;
  /** The id of the file's name (the buttons' description: "Baixar", then whose). */
  describedBy: string;
  disabled?: boolean;
  /** A quieter look (e.g. a handout already downloaded). */
  quiet?: boolean;
  onStart: () => void;
  onCancel: () => void;
}

/** "Baixar", or "Cancelar" while the file comes in. */
export function DownloadButton({
  state,
  describedBy,
  disabled = false,
  quiet = false,
  onStart,
  onCancel,
}: DownloadButtonProps) {
  const { t } = useTranslation();
  if (state.status === 'downloading') {
    return (
      <Button
        variant="ghost"
        onClick={onCancel}
        aria-describedby={describedBy}
        className="border border-gray-300 dark:border-gray-700"
      >
        <X aria-hidden="true" className="size-4" />
        {t('download.cancel')}
      </Button>
    );
  }
  return (
    <Button
      variant={quiet ? 'ghost' : 'primary'}
      disabled={disabled}
      aria-describedby={describedBy}
      onClick={onStart}
      className={quiet ? 'border border-gray-300 dark:border-gray-700' : undefined}
    >
      <Download aria-hidden="true" className="size-4" />
      {t('download.start')}
    </Button>
  );
}
