import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-field/form-alert.tsx';
import { TextField } from '../../../components/ui/form-field/text-field.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { translateError } from '../../../lib/api/translate-error.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { useOfferDetail } from '../api/get-offer-detail.ts';
import { postCheckUser } from '../api/post-check-user.ts';
import { emailResolver } from '../forms/checkout-resolver.ts';
import { OfferUnavailable, PurchaseSkeleton } from './offer-missing.tsx';
import { OrderSummary } from './order-summary.tsx';
import { PurchaseFrame } from './purchase-frame.tsx';

/** /page/{uuid}/checkUser: the e-mail first. A signed-in learner's e-mail is known: straight to the checkout. */
export function CheckUserPage({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userEmail = useSessionStore((state) => (state.token ? (state.user?.email ?? null) : null));
  const remembered = useSessionStore((state) => (state.selectedOffer?.uuid === uuid ? state.selectedOffer : null));
  const detail = useOfferDetail(uuid);
  const [resolver] = useState(emailResolver);
  const form = useForm<{ email: string }>({
    resolver,
    mode: 'onTouched',
    defaultValues: { email: remembered?.email ?? '' },
  });
  const [failure, setFailure] = useState<unknown>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!userEmail) return;
    useSessionStore
      .getState()
      .update({ selectedOffer: { uuid, email: userEmail, coupon: remembered?.coupon ?? null } });
    void navigate({ to: '/page/offer/$uuid/checkout', params: { uuid }, replace: true });
  }, [userEmail, uuid, remembered?.coupon, navigate]);

  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);

  if (userEmail || detail.isPending) return <PurchaseSkeleton />;
  if (detail.isError) return <OfferUnavailable error={detail.error} onRetry={() => void detail.refetch()} />;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      const answer = await postCheckUser(email, uuid);
      useSessionStore.getState().update({ selectedOffer: { uuid, email: answer.email, coupon: null } });
      await navigate({ to: '/page/offer/$uuid/checkout', params: { uuid } });
    } catch (error) {
      const field = isApiError(error) ? error.fields?.find((item) => item.path === 'email') : undefined;
      if (field) form.setError('email', { type: 'server', message: field.message }, { shouldFocus: true });
      else setFailure(error);
    }
  });
  const redirect = `/page/offer/${uuid}/checkout`;
  return (
    <PurchaseFrame
      title={t('checkout.checkUser.title')}
      intro={<p className="max-w-prose text-gray-800 dark:text-gray-200">{t('checkout.checkUser.text')}</p>}
    >
      <div className="grid gap-6 md:grid-cols-[1fr_20rem] md:items-start">
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
          <TextField
            label={t('checkout.form.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            error={form.formState.errors.email?.message}
            {...form.register('email')}
          />
          <p className="text-sm text-gray-700 dark:text-gray-300">{t('checkout.checkUser.note')}</p>
          {failure ? (
            <div ref={alertRef} tabIndex={-1}>
              <FormAlert>{translateError(t, failure)}</FormAlert>
            </div>
          ) : null}
          <Button type="submit" className="text-base" disabled={form.formState.isSubmitting}>
            {t('checkout.checkUser.continue')}
          </Button>
          <Link
            to="/auth/newLogin"
            search={{ redirect }}
            className="inline-flex min-h-11 items-center self-start rounded-lg text-sm font-semibold text-gray-900 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-gray-900 dark:text-gray-50 dark:focus-visible:outline-white"
          >
            {t('checkout.checkUser.login')}
          </Link>
        </form>
        <OrderSummary detail={detail.data} />
      </div>
    </PurchaseFrame>
  );
}
