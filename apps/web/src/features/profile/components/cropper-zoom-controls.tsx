import { ZoomIn, ZoomOut } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';

export interface CropperZoomControlsProps {
  /** 0 = the whole image, 1 = closest zoom allowed. */
  value: number;
  onChange: (value: number) => void;
  onZoomIn: () => void;
  onZoomOut: () => void;
  disabled?: boolean;
}

/** Zoom out / slider / zoom in under the cropper: every control is a 44 px target. */
export function CropperZoomControls({ value, onChange, onZoomIn, onZoomOut, disabled }: CropperZoomControlsProps) {
  const { t } = useTranslation();
  const sliderId = useId();
  return (
    <div className="flex items-center gap-2">
      <Button
        variant="ghost"
        className="px-2"
        aria-label={t('profile.avatar.cropper.zoomOut')}
        onClick={onZoomOut}
        disabled={disabled}
      >
        <ZoomOut aria-hidden="true" className="size-5" />
      </Button>
      <label htmlFor={sliderId} className="sr-only">
        {t('profile.avatar.cropper.zoom')}
      </label>
      <input
        id={sliderId}
        type="range"
        min={0}
        max={1}
        step={0.01}
        value={value}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
        disabled={disabled}
        aria-valuetext={`${Math.round(value * 100)}%`}
        className="h-11 min-w-0 flex-1 cursor-pointer accent-brand disabled:cursor-not-allowed disabled:opacity-50"
      />
      <Button
        variant="ghost"
        className="px-2"
        aria-label={t('profile.avatar.cropper.zoomIn')}
        onClick={onZoomIn}
        disabled={disabled}
      >
        <ZoomIn aria-hidden="true" className="size-5" />
      </Button>
    </div>
  );
}
