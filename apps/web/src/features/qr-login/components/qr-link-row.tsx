import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';

/** The link the QR code encodes, readable and copyable (for a device without a camera). */
export function QrLinkRow({ url }: { url: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch (error) {
      console.warn('[qr-login] could not copy the link', error);
    }
  };
  return (
    <div className="flex w-full flex-col gap-2 border-t border-gray-200 pt-4 dark:border-gray-700">
      <p className="text-sm text-gray-700 dark:text-gray-200">{t('qrLogin.linkHint')}</p>
      <a
        href={url}
        data-qr-url={url}
        className="line-clamp-2 rounded-md font-mono text-xs break-all text-gray-900 underline decoration-(--brand-primary) decoration-2 underline-offset-4 dark:text-gray-50"
      >
        {url}
      </a>
      <Button variant="ghost" onClick={() => void copy()} className="self-start">
        {copied ? <Check aria-hidden="true" className="size-5" /> : <Copy aria-hidden="true" className="size-5" />}
        {copied ? t('qrLogin.copied') : t('qrLogin.copy')}
      </Button>
    </div>
  );
}
