import { QrCode } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { QrCodePanel } from './qr-code-panel.tsx';

/** "Entrar em outro dispositivo": a button opening the dialog with a 10-second QR code (spec §4, §9). */
export function QrLoginSection() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="qr-login-title" className="flex flex-col gap-3">
      <h2 id="qr-login-title" className="text-lg font-semibold text-gray-900 dark:text-gray-50">
        {t('qrLogin.title')}
      </h2>
      <p className="text-sm text-pretty text-gray-700 dark:text-gray-200">{t('qrLogin.description')}</p>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button variant="secondary" className="self-start">
            <QrCode aria-hidden="true" className="size-5" />
            {t('qrLogin.open')}
          </Button>
        </DialogTrigger>
        <DialogContent
          title={t('qrLogin.dialogTitle')}
          description={t('qrLogin.dialogDescription')}
          className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
        >
          <QrCodePanel />
        </DialogContent>
      </Dialog>
    </section>
  );
}
