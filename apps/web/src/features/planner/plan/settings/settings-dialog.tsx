import type { PlanSummary } from '@members/contract';
import { SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../../../components/ui/dialog.tsx';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { useMediaQuery } from '../calendar/use-media-query.ts';

// The form (react-hook-form, the date picker's calendar) loads when the learner opens it.
const SettingsForm = lazy(() => import('./settings-form.tsx').then((module) => ({ default: module.SettingsForm })));

/** "Ajustar plano": the exam date, hours per weekday and days off, in a dialog (a bottom sheet on a phone). */
export function SettingsDialog({ summary }: { summary: PlanSummary }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const wide = useMediaQuery('(min-width: 768px)');
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost">
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {t('planner.plan.settings.open')}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t('planner.plan.settings.title')}
        description={t('planner.plan.settings.description')}
        className={wide ? 'max-h-[90dvh] max-w-lg overflow-y-auto' : undefined}
        placement={wide ? 'dialog' : 'sheet'}
      >
        <Suspense fallback={<Skeleton className="h-96" />}>
          <SettingsForm summary={summary} onSaved={() => setOpen(false)} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
