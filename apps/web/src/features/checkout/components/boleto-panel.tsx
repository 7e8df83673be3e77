import type { OrderView } from '@members/contract';
import { FileDown } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { useDateFormat } from '../../../lib/format/date.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { CopyButton } from './copy-button.tsx';

type Boleto = NonNullable<OrderView['payment']['boleto']>;

/** The boleto: its digitable line (with copy), the PDF, the due date and that the confirmation comes by e-mail. */
export function BoletoPanel({ boleto }: { boleto: Boleto }) {
  const { t } = useTranslation();
  const date = useDateFormat();
  return (
    <div className="flex flex-col gap-4" data-testid="boleto-panel">
      <div className="flex flex-col gap-1">
        <p className="text-sm font-medium text-gray-700 dark:text-gray-300">{t('checkout.boleto.line')}</p>
        <p className="rounded-lg bg-gray-100 p-3 font-mono text-sm break-all text-gray-900 dark:bg-gray-800 dark:text-gray-50">
          {boleto.digitable_line}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <CopyButton text={boleto.digitable_line} label={t('checkout.boleto.copy')} done={t('checkout.boleto.copied')} />
        <Button asChild variant="ghost" className="border border-gray-300 dark:border-gray-700">
          <a href={boleto.pdf_url} target="_blank" rel="noopener">
            <FileDown aria-hidden="true" className="size-4" />
            {t('checkout.boleto.download')}
          </a>
        </Button>
      </div>
      <p className="text-gray-800 dark:text-gray-200">{t('checkout.boleto.due', { date: date(boleto.expires_at) })}</p>
      <p className="text-gray-800 dark:text-gray-200">{t('checkout.boleto.email')}</p>
    </div>
  );
}
