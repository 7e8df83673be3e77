import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { controlClass } from '../../../components/ui/form-field/control-styles.ts';
import { translateError } from '../../../lib/api/translate-error.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { offerDetailOptions } from '../api/get-offer-detail.ts';

export interface CouponFieldProps {
  offerUuid: string;
  applied: string | null;
  onApplied: (coupon: string | null) => void;
}

/** "Cupom de desconto" + "Aplicar": GET the offer with the coupon; a refused coupon (422) keeps the price as it was. */
export function CouponField({ offerUuid, applied, onApplied }: CouponFieldProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const id = useId();
  const [code, setCode] = useState(applied ?? '');
  const [error, setError] = useState<unknown>(null);
  const [checking, setChecking] = useState(false);

  const apply = async () => {
    const candidate = code.trim();
    setError(null);
    if (!candidate) return onApplied(null);
    setChecking(true);
    try {
      await client.fetchQuery(offerDetailOptions(offerUuid, candidate));
      onApplied(candidate);
    } catch (failure) {
      setError(failure);
    } finally {
      setChecking(false);
    }
  };
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-gray-900 dark:text-gray-100">
        {t('checkout.form.coupon')}{' '}
        <span className="font-normal text-gray-600 dark:text-gray-300">({t('ui.optional')})</span>
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          className={controlClass}
          value={code}
          autoComplete="off"
          aria-invalid={Boolean(error)}
          aria-describedby={error || applied ? `${id}-note` : undefined}
          onChange={(event) => setCode(event.target.value.toUpperCase())}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void apply();
            }
          }}
        />
        <Button variant="secondary" disabled={checking} onClick={() => void apply()}>
          {t('checkout.form.apply')}
        </Button>
      </div>
      {error ? (
        <p id={`${id}-note`} role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {translateError(t, error)}
        </p>
      ) : applied ? (
        <p id={`${id}-note`} role="status" className="text-sm font-medium text-green-800 dark:text-green-300">
          {t('checkout.form.couponApplied', { code: applied })}
        </p>
      ) : null}
    </div>
  );
}
