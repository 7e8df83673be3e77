import { CalendarPlus, Copy } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { controlClass } from '../../../../components/ui/form-field/control-styles.ts';
import { translateError } from '../../../../lib/api/translate-error.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { showToast } from '../../../../lib/toast/show-toast.tsx';
import { useCreateCalendarLink, useRevokeCalendarLink } from '../../api/calendar-link.ts';

/** The feed's address for calendar apps that open `webcal:` links (Apple Calendar, Outlook). */
const webcalOf = (url: string) => url.replace(/^https?:/, 'webcal:');

/**
 * "Adicionar ao calendário": a private iCalendar feed of the study days. The link is shown right after it is made
 * (the API keeps only a hash of it), with a copy button and how to add it; "Revogar link" turns it off.
 */
export function CalendarFeedSection({ planId, feedActive }: { planId: number; feedActive: boolean }) {
  const { t } = useTranslation();
  const inputId = useId();
  const create = useCreateCalendarLink(planId);
  const revoke = useRevokeCalendarLink(planId);
  const url = revoke.isSuccess && !create.data ? null : (create.data?.url ?? null);
  const linked = feedActive && !revoke.isSuccess;
  const onError = (error: unknown) => showToast({ message: translateError(t, error), type: 'error', duration: 6000 });
  const onCreate = () => {
    revoke.reset();
    create.mutate(undefined, { onError });
  };
  const onRevoke = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        create.reset();
        showToast({ message: t('planner.plan.calendarFeed.revoked') });
      },
      onError,
    });
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      showToast({ message: t('planner.plan.calendarFeed.copied') });
    } catch {
      showToast({ message: t('planner.plan.calendarFeed.copyFailed'), type: 'error' });
    }
  };
  return (
    <section aria-labelledby="plan-feed-title" className="flex flex-col gap-3">
      <h2 id="plan-feed-title" className="text-lg font-semibold text-gray-900 dark:text-gray-50">
        {t('planner.plan.calendarFeed.title')}
      </h2>
      <p className="text-sm text-gray-700 dark:text-gray-300">{t('planner.plan.calendarFeed.intro')}</p>
      {url ? (
        <>
          <label htmlFor={inputId} className="text-sm font-medium text-gray-900 dark:text-gray-100">
            {t('planner.plan.calendarFeed.urlLabel')}
          </label>
          <div className="flex flex-wrap gap-2">
            <input id={inputId} readOnly value={url} className={`${controlClass} min-w-0 flex-1`} />
            <Button variant="ghost" onClick={() => void copy()}>
              <Copy aria-hidden="true" className="size-4" />
              {t('planner.plan.calendarFeed.copy')}
            </Button>
          </div>
          <p className="text-sm text-gray-700 dark:text-gray-300">{t('planner.plan.calendarFeed.howTo')}</p>
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="ghost">
              <a href={webcalOf(url)}>{t('planner.plan.calendarFeed.open')}</a>
            </Button>
            <Button variant="ghost" onClick={onRevoke} disabled={revoke.isPending}>
              {t('planner.plan.calendarFeed.revoke')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="text-sm text-gray-700 dark:text-gray-300">
            {t(linked ? 'planner.plan.calendarFeed.linkedNote' : 'planner.plan.calendarFeed.newLinkNote')}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="ghost" onClick={onCreate} disabled={create.isPending}>
              <CalendarPlus aria-hidden="true" className="size-4" />
              {t(linked ? 'planner.plan.calendarFeed.renew' : 'planner.plan.calendarFeed.create')}
            </Button>
            {linked ? (
              <Button variant="ghost" onClick={onRevoke} disabled={revoke.isPending}>
                {t('planner.plan.calendarFeed.revoke')}
              </Button>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}
