import type { OrderView } from '@members/contract';
import { Link } from '@tanstack/react-router';
import { CircleCheck, MailOpen } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';

/** Paid: the way on. A signed-in buyer opens the course; a new one is told to open the link sent by e-mail. */
export function PaidPanel({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const next = order.after_payment;
  return (
    <div role="status" className="flex flex-col items-start gap-4" data-testid="order-paid">
      <p className="flex items-center gap-2 text-xl font-bold text-green-800 dark:text-green-300">
        <CircleCheck aria-hidden="true" className="size-6" />
        {t('checkout.paid.title')}
      </p>
      {next?.kind === 'check_email' ? (
        <p className="flex gap-2 text-gray-900 dark:text-gray-50">
          <MailOpen aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {t('checkout.paid.checkEmail', { email: next.email })}
        </p>
      ) : (
        <>
          <p className="text-gray-900 dark:text-gray-50">{t('checkout.paid.course')}</p>
          <Button asChild className="text-base">
            {next?.kind === 'course' && next.course_uuid ? (
              <Link to="/$type/$id" params={{ type: 'courses', id: next.course_uuid }}>
                {t('checkout.paid.goToCourse')}
              </Link>
            ) : (
              <Link to="/$type" params={{ type: 'courses' }}>
                {t('checkout.paid.goToCourses')}
              </Link>
            )}
          </Button>
        </>
      )}
    </div>
  );
}
