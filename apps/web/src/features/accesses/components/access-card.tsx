import type { AccessItem } from '@members/contract';
import { Card } from '../../../components/ui/card.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { accessAction, accessState } from '../access-state.ts';
import { useDateFormat } from '../../../lib/format/date.ts';
import { AccessStatus } from './access-status.tsx';
import { PurchaseLinkButton } from '../../../lib/access/purchase-link-button.tsx';

/** One product: where it came from, its state, start and end dates, and the link to buy, renew or upgrade it. */
export function AccessCard({ access }: { access: AccessItem }) {
  const { t } = useTranslation();
  const formatDate = useDateFormat();
  const state = accessState(access);
  const action = accessAction(access, state);
  const titleId = `access-${access.id}`;
  return (
    <Card className="flex h-full flex-col gap-3 p-4" data-access-kind={access.tipo} data-access-source={access.origem}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={titleId} className="text-base leading-snug font-semibold">
          {access.produto}
        </h2>
        <p className="rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-semibold text-gray-800 dark:bg-gray-800 dark:text-gray-100">
          <span className="sr-only">{t('accesses.sourceLabel')}: </span>
          <span>{t(`accesses.source.${access.origem}`)}</span>
        </p>
      </div>
      <AccessStatus state={state} revokedOn={access.revogado_em ? formatDate(access.revogado_em) : undefined} />
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div className="flex flex-col">
          <dt className="text-gray-600 dark:text-gray-300">{t('accesses.start')}</dt>
          <dd className="font-medium tabular-nums">{formatDate(access.data_inicio)}</dd>
        </div>
        <div className="flex flex-col">
          <dt className="text-gray-600 dark:text-gray-300">{t('accesses.end')}</dt>
          <dd className="font-medium tabular-nums">
            {access.data_fim_acesso ? formatDate(access.data_fim_acesso) : t('accesses.noEnd')}
          </dd>
        </div>
      </dl>
      {action && access.purchase_url ? (
        <PurchaseLinkButton
          href={access.purchase_url}
          variant={action === 'product' ? 'ghost' : 'primary'}
          className="mt-auto self-start"
        >
          {t(`accesses.action.${action}`)}
        </PurchaseLinkButton>
      ) : null}
    </Card>
  );
}
