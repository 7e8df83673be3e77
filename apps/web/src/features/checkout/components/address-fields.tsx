import { brazilianStates } from '@members/contract';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { controlClass } from '../../../components/ui/form-field/control-styles.ts';
import { FieldShell } from '../../../components/ui/form-field/field-shell.tsx';
import { TextField } from '../../../components/ui/form-field/text-field.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import type { CheckoutFormValues } from '../forms/checkout-resolver.ts';
import { masked } from '../forms/masked-field.ts';
import { maskCep } from '../logic/input-masks.ts';

export interface AddressFieldsProps {
  register: UseFormRegister<CheckoutFormValues>;
  errors: FieldErrors<CheckoutFormValues>;
}

/** The payer's address Mercado Pago's boleto requires: CEP, street, number, neighbourhood, city and UF. */
export function AddressFields({ register, errors }: AddressFieldsProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid gap-4 sm:grid-cols-6" data-testid="address-fields">
      <legend className="mb-2 text-base font-semibold text-gray-900 dark:text-gray-50">
        {t('checkout.form.address.legend')}
      </legend>
      <div className="sm:col-span-2">
        <TextField
          label={t('checkout.form.address.cep')}
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="00000-000"
          error={errors.cep?.message}
          {...masked(register('cep'), maskCep)}
        />
      </div>
      <div className="sm:col-span-4">
        <TextField
          label={t('checkout.form.address.logradouro')}
          autoComplete="address-line1"
          error={errors.logradouro?.message}
          {...register('logradouro')}
        />
      </div>
      <div className="sm:col-span-2">
        <TextField label={t('checkout.form.address.numero')} error={errors.numero?.message} {...register('numero')} />
      </div>
      <div className="sm:col-span-4">
        <TextField
          label={t('checkout.form.address.bairro')}
          autoComplete="address-level3"
          error={errors.bairro?.message}
          {...register('bairro')}
        />
      </div>
      <div className="sm:col-span-4">
        <TextField
          label={t('checkout.form.address.cidade')}
          autoComplete="address-level2"
          error={errors.cidade?.message}
          {...register('cidade')}
        />
      </div>
      <div className="sm:col-span-2">
        <FieldShell label={t('checkout.form.address.uf')} error={errors.uf?.message}>
          {(aria) => (
            <select className={controlClass} autoComplete="address-level1" {...register('uf')} {...aria}>
              <option value="">{t('checkout.form.address.ufPlaceholder')}</option>
              {brazilianStates.map((uf) => (
                <option key={uf} value={uf}>
                  {uf}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
      </div>
    </fieldset>
  );
}
