import type { Ref } from 'react';
import {
  CircleStencil,
  Cropper,
  DraggableElement,
  ImageRestriction,
  type CropperRef,
  type CropperState,
} from 'react-advanced-cropper';
import 'react-advanced-cropper/dist/style.css';
import * as settings from '../cropper-settings.ts';
import { CropperFadeWrapper } from './cropper-fade-wrapper.tsx';

// The stencil's drag areas read their touch activation distance from defaultProps only (no prop reaches them).
DraggableElement.defaultProps.activationDistance = settings.cropperTouchActivationPx;

const libraryRestrictions: Record<settings.CropperImageRestriction, ImageRestriction> = {
  'fit-area': ImageRestriction.fitArea,
  'fill-area': ImageRestriction.fillArea,
  stencil: ImageRestriction.stencil,
  none: ImageRestriction.none,
};

/** A square stencil of 80% of the visible area's short side. */
export function defaultStencilSize({ visibleArea, imageSize }: Pick<CropperState, 'visibleArea' | 'imageSize'>) {
  const area = visibleArea ?? imageSize;
  const side = Math.min(area.width, area.height) * settings.cropperDefaultStencilFraction;
  return { width: side, height: side };
}

export interface CircleCropperProps {
  ref?: Ref<CropperRef>;
  /** The image (a data: URL). */
  src: string;
  imageRestriction: settings.CropperImageRestriction;
  /** No transitions and no fade (prefers-reduced-motion). */
  reducedMotion: boolean;
  onReady: (cropper: CropperRef) => void;
  onError: () => void;
  /** Every change (move, resize, zoom); the caller debounces what it derives. */
  onChange: (cropper: CropperRef) => void;
}

/** react-advanced-cropper's Cropper with a round 1:1 stencil and the spec §9 behaviour. */
export function CircleCropper({ ref, src, imageRestriction, reducedMotion, onReady, onError, onChange }: CircleCropperProps) {
  return (
    <Cropper
      ref={ref}
      src={src}
      className="h-full w-full"
      stencilComponent={CircleStencil}
      stencilProps={{ grid: true }}
      imageRestriction={libraryRestrictions[imageRestriction]}
      defaultSize={defaultStencilSize}
      minWidth={settings.cropperMinStencilSize}
      minHeight={settings.cropperMinStencilSize}
      transitions={reducedMotion ? false : settings.cropperTransitions}
      wrapperComponent={CropperFadeWrapper}
      wrapperProps={{ fadeMs: reducedMotion ? 0 : settings.cropperBoundaryFadeMs }}
      backgroundWrapperProps={{
        scaleImage: { wheel: { ratio: settings.cropperWheelZoomRatio } },
        timeout: settings.cropperChangeDebounceMs,
      }}
      onReady={onReady}
      onError={onError}
      onChange={onChange}
    />
  );
}
