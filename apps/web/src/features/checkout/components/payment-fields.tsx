import type { OfferDetailResponse, PaymentMethod } from '@members/contract';
import { Barcode, CreditCard, ScanQrCode } from 'lucide-react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '../../../components/ui/form-field/text-field.tsx';
import { installmentText } from '../../../lib/format/installments.ts';
import { useMoneyFormat } from '../../../lib/format/money.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import type { CheckoutFormValues } from '../forms/checkout-resolver.ts';
import { masked } from '../forms/masked-field.ts';
import { AddressFields } from './address-fields.tsx';
import { InstallmentsSelect } from './installments-select.tsx';
import { maskCardNumber, maskExpiry } from '../logic/input-masks.ts';

const icons = { pix: ScanQrCode, boleto: Barcode, card: CreditCard } as const;

export interface PaymentFieldsProps {
  offer: OfferDetailResponse['offer'];
  method: string;
  /** The boleto asks for the payer's address (Mercado Pago). */
  askAddress: boolean;
  register: UseFormRegister<CheckoutFormValues>;
  errors: FieldErrors<CheckoutFormValues>;
}

/** The offer's methods as tabs (PIX / Boleto / Cartão); the card's fields and installments under the card. */
export function PaymentFields({ offer, method, askAddress, register, errors }: PaymentFieldsProps) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-lg font-semibold text-gray-900 dark:text-gray-50">
        {t('checkout.form.method')}
      </legend>
      <div role="radiogroup" aria-label={t('checkout.form.method')} className="grid grid-cols-3 gap-2">
        {offer.payment_methods.map((item: PaymentMethod) => {
          const Icon = icons[item];
          return (
            <label
              key={item}
              className="flex min-h-14 cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border-2 border-gray-300 p-2 text-sm font-semibold text-gray-900 has-checked:border-brand has-checked:bg-brand/10 has-focus-visible:outline-2 has-focus-visible:outline-gray-900 dark:border-gray-700 dark:text-gray-50 dark:has-focus-visible:outline-white"
            >
              <input type="radio" value={item} className="sr-only" {...register('method')} />
              <Icon aria-hidden="true" className="size-5" />
              {t(`checkout.form.methods.${item}`)}
            </label>
          );
        })}
      </div>
      {errors.method ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {t('checkout.form.methodRequired')}
        </p>
      ) : null}
      {method === 'pix' ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">{t('checkout.form.pixNote')}</p>
      ) : null}
      {method === 'boleto' ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">{t('checkout.form.boletoNote')}</p>
      ) : null}
      {method === 'boleto' && askAddress ? <AddressFields register={register} errors={errors} /> : null}
      {method === 'card' ? (
        <div className="grid gap-4 sm:grid-cols-2" data-testid="card-fields">
          <div className="sm:col-span-2">
            <TextField
              label={t('checkout.form.cardNumber')}
              inputMode="numeric"
              autoComplete="cc-number"
              error={errors.cardNumber?.message}
              {...masked(register('cardNumber'), maskCardNumber)}
            />
          </div>
          <div className="sm:col-span-2">
            <TextField
              label={t('checkout.form.cardHolder')}
              autoComplete="cc-name"
              error={errors.cardHolder?.message}
              {...register('cardHolder')}
            />
          </div>
          <TextField
            label={t('checkout.form.cardExpiry')}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/AA"
            error={errors.cardExpiry?.message}
            {...masked(register('cardExpiry'), maskExpiry)}
          />
          <TextField
            label={t('checkout.form.cardCvv')}
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            error={errors.cardCvv?.message}
            {...register('cardCvv')}
          />
          <div className="sm:col-span-2">
            <InstallmentsSelect
              options={offer.installments.map((option) => ({
                value: String(option.count),
                label: installmentText(t, option, money),
              }))}
              error={errors.installments?.message}
              {...register('installments')}
            />
          </div>
          <p className="text-sm text-gray-700 sm:col-span-2 dark:text-gray-300">{t('checkout.form.cardNote')}</p>
        </div>
      ) : null}
    </fieldset>
  );
}
