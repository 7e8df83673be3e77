import type { OfferDetailResponse, OrderView } from '@members/contract';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-field/form-alert.tsx';
import { TextField } from '../../../components/ui/form-field/text-field.tsx';
import { translateError } from '../../../lib/api/translate-error.ts';
import { useMoneyFormat } from '../../../lib/format/money.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import {
  checkoutResolver,
  needsPayerAddress,
  type CheckoutFormOutput,
  type CheckoutFormValues,
} from '../forms/checkout-resolver.ts';
import { masked } from '../forms/masked-field.ts';
import { checkoutFieldErrors } from '../forms/server-errors.ts';
import { maskCpf, maskPhone } from '../logic/input-masks.ts';
import { PaymentFields } from './payment-fields.tsx';
import { useCheckoutSubmit } from './use-checkout-submit.ts';

export interface CheckoutFormProps {
  detail: OfferDetailResponse;
  coupon: string | null;
  defaults: CheckoutFormValues;
  /** The signed-in learner's e-mail: shown, not editable. */
  lockedEmail: boolean;
  retryOrderId: string | null;
  onChange: (values: CheckoutFormValues) => void;
  onOrder: (order: OrderView) => void;
}

/** The buyer's data and the payment; the submit pays once however often it is clicked. */
export function CheckoutForm({
  detail,
  coupon,
  defaults,
  lockedEmail,
  retryOrderId,
  onChange,
  onOrder,
}: CheckoutFormProps) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const [resolver] = useState(() => checkoutResolver(detail.gateway.kind));
  const form = useForm<CheckoutFormValues, unknown, CheckoutFormOutput>({
    resolver,
    mode: 'onTouched',
    defaultValues: defaults,
  });
  const { submit, newIntent } = useCheckoutSubmit({ detail, coupon, retryOrderId, onOrder });
  const [failure, setFailure] = useState<unknown>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const { errors, isSubmitting } = form.formState;
  const method = form.watch('method');
  const installments = form.watch('installments');

  useEffect(() => {
    const subscription = form.watch((values) => {
      newIntent();
      onChange(values as CheckoutFormValues);
    });
    return () => subscription.unsubscribe();
  }, [form, newIntent, onChange]);

  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await submit(values);
    } catch (error) {
      const placed = checkoutFieldErrors(error);
      placed.forEach(({ field, message }, index) =>
        form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
      if (placed.length === 0) setFailure(error);
    }
  });

  const option = detail.offer.installments.find((item) => String(item.count) === installments);
  const amount = method === 'card' && option ? option.total_cents : detail.offer.price_cents;
  const submitLabel = method
    ? t(`checkout.form.submit.${method}`, { amount: money(amount) })
    : t('checkout.form.submit.none');
  const register = form.register;
  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-6"
      data-testid="checkout-form"
    >
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-lg font-semibold text-gray-900 dark:text-gray-50">
          {t('checkout.form.buyer')}
        </legend>
        <TextField
          label={t('checkout.form.nome')}
          autoComplete="name"
          error={errors.nome?.message}
          {...register('nome')}
        />
        <TextField
          label={t('checkout.form.email')}
          type="email"
          autoComplete="email"
          readOnly={lockedEmail}
          hint={lockedEmail ? t('checkout.form.emailLocked') : undefined}
          error={errors.email?.message}
          {...register('email')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('checkout.form.cpf')}
            inputMode="numeric"
            placeholder="000.000.000-00"
            error={errors.cpf?.message}
            {...masked(register('cpf'), maskCpf)}
          />
          <TextField
            label={t('checkout.form.telefone')}
            type="tel"
            autoComplete="tel-national"
            placeholder="(11) 91234-5678"
            error={errors.telefone?.message}
            {...masked(register('telefone'), maskPhone)}
          />
        </div>
      </fieldset>
      <PaymentFields
        offer={detail.offer}
        method={method}
        askAddress={needsPayerAddress(detail.gateway.kind, 'boleto')}
        register={register}
        errors={errors}
      />
      {failure ? (
        <div ref={alertRef} tabIndex={-1}>
          <FormAlert>{translateError(t, failure)}</FormAlert>
        </div>
      ) : null}
      <Button
        type="submit"
        className="min-h-12 text-base"
        disabled={isSubmitting}
        aria-busy={isSubmitting || undefined}
      >
        {isSubmitting ? t('checkout.form.submitting') : submitLabel}
      </Button>
    </form>
  );
}
