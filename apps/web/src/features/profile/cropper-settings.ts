/**
 * The image cropper's behaviour, as fixed by the specification (§9 "Cropper"). Plain values so
 * that tests and the avatar cropper read the same numbers; avatar-cropper.tsx maps them onto
 * react-advanced-cropper's props.
 */

/** Change events (zoom read-out, end of a wheel gesture) fire this long after the last change. */
export const cropperChangeDebounceMs = 500;

/** The cropping area fades in over this time once the image is ready. */
export const cropperBoundaryFadeMs = 300;

/** Stencil and image movements (zoom buttons, snapping back inside the limits). */
export const cropperTransitions = { duration: 350, timingFunction: 'ease-in-out' } as const;

/** Each mouse-wheel step zooms by this fraction. */
export const cropperWheelZoomRatio = 0.1;

/** How the image may sit relative to the cropping area. */
export const cropperImageRestrictions = ['fit-area', 'fill-area', 'stencil', 'none'] as const;
export type CropperImageRestriction = (typeof cropperImageRestrictions)[number];
export const cropperDefaultImageRestriction: CropperImageRestriction = 'fit-area';

/** Coordinates and result sizes are whole pixels. */
export const cropperRoundResults = true;

/** The cropped result is at most this many pixels on its long side. */
export const cropperPreviewMaxSide = 1024;

/** The stencil cannot be resized below this size (image pixels). */
export const cropperMinStencilSize = 20;

/** A touch must travel this far before it drags the stencil (lets the page scroll otherwise). */
export const cropperTouchActivationPx = 20;

/** The stencil starts at this fraction of the visible area. */
export const cropperDefaultStencilFraction = 0.8;
