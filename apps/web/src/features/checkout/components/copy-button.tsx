import { ClipboardCopy } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { showToast } from '../../../lib/toast/index.ts';

/** Copies `text` to the clipboard and says so in a toast (or says to copy it by hand when the browser refuses). */
export function CopyButton({ text, label, done }: { text: string; label: string; done: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      showToast({ message: done, type: 'success' });
    } catch {
      showToast({ message: t('checkout.copyFailed'), type: 'error' });
    }
  };
  return (
    <Button variant="secondary" onClick={() => void copy()}>
      <ClipboardCopy aria-hidden="true" className="size-4" />
      {label}
    </Button>
  );
}
