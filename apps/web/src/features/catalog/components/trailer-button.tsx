import { Clapperboard } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { buttonShape } from './card-styles.ts';

// The dialog (Radix) and the player frame load only when the learner asks for the trailer.
const TrailerDialog = lazy(() => import('./trailer-dialog.tsx').then((module) => ({ default: module.TrailerDialog })));

export interface TrailerButtonProps {
  vimeoId: string;
  courseName: string;
  /** The button's colours; the secondary brand colour by default. */
  look?: string;
}

/** "Ver trailer": opens the course's Vimeo trailer in a dialog. */
export function TrailerButton({ vimeoId, courseName, look = buttonVariants.secondary }: TrailerButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const show = () => {
    setRequested(true);
    setOpen(true);
  };
  return (
    <>
      <button type="button" className={cn(buttonShape, look)} onClick={show} aria-haspopup="dialog">
        <Clapperboard aria-hidden="true" className="size-4" />
        {t('catalog.trailer')}
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <TrailerDialog vimeoId={vimeoId} courseName={courseName} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
