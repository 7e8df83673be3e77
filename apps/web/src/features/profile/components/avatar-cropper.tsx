import { getAbsoluteZoom, getZoomFactor } from 'advanced-cropper/extensions/absolute-zoom';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { CropperRef } from 'react-advanced-cropper';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-field/form-alert.tsx';
import { prefersReducedMotion } from '../../../components/ui/ripple.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { canvasToAvatarBlob, squareOutputSide } from '../crop-output.ts';
import { handleCropperKey, zoomStepFactor } from '../cropper-keyboard.ts';
import { cropperFailureMessageKey, type CropperFailure } from '../cropper-failures.ts';
import * as settings from '../cropper-settings.ts';
import { useDebouncedCallback } from '../use-debounced-callback.ts';
import { useFileDataUrl } from '../use-file-data-url.ts';
import { CircleCropper } from './circle-cropper.tsx';
import { CropperZoomControls } from './cropper-zoom-controls.tsx';

/** Scrolls the app's scroller (only it: the document stays put under the fixed layout) to put `element` on top. */
function scrollToTop(element: HTMLElement) {
  const scroller = element.closest<HTMLElement>('#app-scroller');
  if (!scroller) return;
  const top = scroller.scrollTop + element.getBoundingClientRect().top - scroller.getBoundingClientRect().top - 16;
  scroller.scrollTo({ top, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
}

export interface AvatarCropperProps {
  file: File;
  onCropped: (blob: Blob) => void;
  onCancel: () => void;
  imageRestriction?: settings.CropperImageRestriction;
}

/** Frames a chosen picture in a circle and hands back a square WebP/JPEG of at most 1024 px. */
export function AvatarCropper({
  file,
  onCropped,
  onCancel,
  imageRestriction = settings.cropperDefaultImageRestriction,
}: AvatarCropperProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const cropperRef = useRef<CropperRef>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const { src, failed: unreadable } = useFileDataUrl(file);
  const [failure, setFailure] = useState<CropperFailure | null>(null);
  const [ready, setReady] = useState(false);
  const [saving, setSaving] = useState(false);
  const [zoom, setZoom] = useState(0);
  const [reducedMotion] = useState(prefersReducedMotion);

  // Opening the cropper moves the focus and the view to it (the file input it replaces is gone): on a phone
  // its title, the picture and both buttons then fit on one screen.
  useEffect(() => {
    const title = titleRef.current;
    if (!title) return;
    title.focus({ preventScroll: true });
    scrollToTop(title);
  }, []);

  /** Failures with a message are shown; an orientation problem only warns in the console. */
  const report = (next: CropperFailure) => {
    if (cropperFailureMessageKey(next)) setFailure(next);
  };
  const readZoom = useDebouncedCallback((cropper: CropperRef) => {
    setZoom(getAbsoluteZoom(cropper.getState(), cropper.getSettings()));
  }, settings.cropperChangeDebounceMs);

  const handleReady = (cropper: CropperRef) => {
    // The image loaded but the boundary has no room: the library clears its state silently.
    if (!cropper.getState()) return report('container');
    setReady(true);
    setZoom(getAbsoluteZoom(cropper.getState(), cropper.getSettings()));
  };
  const zoomTo = (value: number) => {
    const cropper = cropperRef.current;
    setZoom(value);
    if (cropper)
      cropper.zoomImage(getZoomFactor(cropper.getState(), cropper.getSettings(), value), { transitions: false });
  };
  const zoomBy = (factor: number) => cropperRef.current?.zoomImage(factor);
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const cropper = cropperRef.current;
    if (ready && cropper && handleCropperKey(cropper, event.key, event.shiftKey)) event.preventDefault();
  };

  const save = async () => {
    const cropper = cropperRef.current;
    if (!cropper?.getState()) return report('container');
    const coordinates = cropper.getCoordinates({ round: settings.cropperRoundResults });
    const side = coordinates ? squareOutputSide(coordinates) : settings.cropperPreviewMaxSide;
    const canvas = cropper.getCanvas({ width: side, height: side, fillColor: '#ffffff' });
    if (!canvas) return report('crop');
    setFailure(null);
    setSaving(true);
    try {
      onCropped(await canvasToAvatarBlob(canvas));
    } catch (error) {
      console.error('Avatar cropper: encoding failed', error);
      report('crop');
    } finally {
      setSaving(false);
    }
  };

  const shown = unreadable ? 'load' : failure;
  const shownError = shown && cropperFailureMessageKey(shown);
  const loading = !ready && !shownError;
  return (
    <section aria-labelledby={titleId} className="flex w-full min-w-0 flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2
          id={titleId}
          ref={titleRef}
          tabIndex={-1}
          className="text-lg font-semibold text-gray-900 outline-none dark:text-gray-50"
        >
          {t('profile.avatar.cropper.title')}
        </h2>
        <p className="text-sm text-gray-600 dark:text-gray-300">{t('profile.avatar.cropper.instructions')}</p>
      </div>
      {shownError && <FormAlert>{t(shownError)}</FormAlert>}
      <div
        role="group"
        aria-label={t('profile.avatar.cropper.area')}
        tabIndex={ready ? 0 : -1}
        onKeyDown={handleKeyDown}
        className="relative h-72 w-full overflow-hidden rounded-xl bg-gray-950 sm:h-96"
      >
        {src && shown !== 'load' && (
          <CircleCropper
            ref={cropperRef}
            src={src}
            alt={t('profile.avatar.cropper.imageAlt', { name: file.name })}
            imageRestriction={imageRestriction}
            reducedMotion={reducedMotion}
            onReady={handleReady}
            onError={() => report('load')}
            onChange={readZoom}
          />
        )}
        {loading && <Spinner className="absolute inset-0 m-auto text-white" />}
      </div>
      <CropperZoomControls
        value={zoom}
        onChange={zoomTo}
        onZoomIn={() => zoomBy(zoomStepFactor)}
        onZoomOut={() => zoomBy(1 / zoomStepFactor)}
        disabled={!ready}
      />
      <div className="grid grid-cols-2 gap-3 sm:flex sm:justify-end">
        <Button variant="ghost" onClick={onCancel}>
          {t('profile.avatar.cropper.cancel')}
        </Button>
        <Button onClick={() => void save()} disabled={!ready || saving} aria-busy={saving || undefined}>
          {saving ? t('profile.avatar.cropper.saving') : t('profile.avatar.cropper.save')}
        </Button>
      </div>
    </section>
  );
}
