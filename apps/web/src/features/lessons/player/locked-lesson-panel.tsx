import { Lock } from 'lucide-react';
import { PurchaseLinkButton } from '../../../lib/access/purchase-link-button.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';

export interface LockedLessonPanelProps {
  courseName: string;
  purchaseUrl: string | null;
}

/** In place of the player for a lesson the learner cannot open: what it belongs to and where to buy it. */
export function LockedLessonPanel({ courseName, purchaseUrl }: LockedLessonPanelProps) {
  const { t } = useTranslation();
  return (
    <div
      data-testid="locked-lesson"
      className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-gray-900 p-6 text-center"
    >
      <Lock aria-hidden="true" className="size-8 text-gray-300" />
      <p className="max-w-sm text-base font-semibold text-white">{t('lesson.locked.title', { course: courseName })}</p>
      <p className="max-w-sm text-sm text-gray-300">{t('lesson.locked.text')}</p>
      {purchaseUrl ? <PurchaseLinkButton href={purchaseUrl}>{t('lesson.locked.purchase')}</PurchaseLinkButton> : null}
    </div>
  );
}
