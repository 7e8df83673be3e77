import { TriangleAlert, X } from 'lucide-react';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import type { RunNotice } from './use-run-session.ts';

/** A refused write, in words: what happened and, when the state was reloaded (another device), that it was. */
export function RunNoticeBanner({ notice, onDismiss }: { notice: RunNotice; onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-xl border border-amber-600 bg-amber-50 p-4 text-amber-950 dark:bg-amber-950 dark:text-amber-50"
      data-testid="run-notice"
      data-code={notice.code}
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p className="flex-1">
        {t([`errors.${notice.code}`, 'errors.unknown'])}
        {notice.reloaded ? ` ${t('clinicalCases.run.reloaded')}` : null}
      </p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={t('ui.close')}
        className="-m-2 inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-md hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-gray-900 dark:hover:bg-amber-900 dark:focus-visible:outline-white"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
