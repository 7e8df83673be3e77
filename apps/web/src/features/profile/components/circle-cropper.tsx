import type { ComponentProps, Ref } from 'react';
import {
  CircleStencil,
  Cropper,
  CropperBackgroundImage,
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

/**
 * The library's background image, with the alt text it cannot take as a prop (it renders a bare <img>):
 * set on the element as it mounts (the image remounts for every new source).
 */
function BackgroundImageWithAlt({
  ref,
  alt,
  ...props
}: ComponentProps<typeof CropperBackgroundImage> & { alt: string }) {
  const withAlt = (image: HTMLImageElement | null) => {
    image?.setAttribute('alt', alt);
    if (typeof ref === 'function') ref(image);
    else if (ref) ref.current = image;
  };
  return <CropperBackgroundImage {...props} ref={withAlt} />;
}

/**
 * The stencil reads as the circle it is (and as the round profile picture): the square box the library
 * draws around it stays a drag target for resizing but is not painted; the circle's own edge is.
 */
const circleStencilProps = {
  grid: true,
  lineClassNames: { default: 'border-transparent!', hover: 'border-transparent!' },
  handlerClassNames: { default: 'rounded-full' },
  previewClassName: 'border-white/80! border-2!',
};

/** The stencil's bounding square: 80% of the visible area's short side (the circle inscribed in it). */
export function defaultStencilSize({ visibleArea, imageSize }: Pick<CropperState, 'visibleArea' | 'imageSize'>) {
  const area = visibleArea ?? imageSize;
  const side = Math.min(area.width, area.height) * settings.cropperDefaultStencilFraction;
  return { width: side, height: side };
}

export interface CircleCropperProps {
  ref?: Ref<CropperRef>;
  /** The image (a data: URL). */
  src: string;
  /** Alt text of the picture being framed. */
  alt: string;
  imageRestriction: settings.CropperImageRestriction;
  /** No transitions and no fade (prefers-reduced-motion). */
  reducedMotion: boolean;
  onReady: (cropper: CropperRef) => void;
  onError: () => void;
  /** Every change (move, resize, zoom); the caller debounces what it derives. */
  onChange: (cropper: CropperRef) => void;
}

/** react-advanced-cropper's Cropper with a round 1:1 stencil and the spec §9 behaviour. */
export function CircleCropper({
  ref,
  src,
  alt,
  imageRestriction,
  reducedMotion,
  onReady,
  onError,
  onChange,
}: CircleCropperProps) {
  return (
    <Cropper
      ref={ref}
      src={src}
      className="h-full w-full"
      stencilComponent={CircleStencil}
      stencilProps={circleStencilProps}
      backgroundComponent={BackgroundImageWithAlt}
      backgroundProps={{ alt }}
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
