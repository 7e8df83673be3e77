import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';

export interface TrailerDialogProps {
  vimeoId: string;
  courseName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The trailer in Vimeo's player; the frame exists only while the dialog is open (closing stops the video). */
export function TrailerDialog({ vimeoId, courseName, open, onOpenChange }: TrailerDialogProps) {
  const { t } = useTranslation();
  const title = t('catalog.trailerTitle', { name: courseName });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} className="max-w-3xl p-4 sm:p-6">
        <div className="aspect-video w-full overflow-hidden rounded-lg bg-black">
          <iframe
            src={`https://player.vimeo.com/video/${encodeURIComponent(vimeoId)}?autoplay=1`}
            title={title}
            allow="autoplay; fullscreen; picture-in-picture"
            allowFullScreen
            className="size-full border-0"
          />
        </div>
      </DialogContent>
    </Dialog>
  );
}
