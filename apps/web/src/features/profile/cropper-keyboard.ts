/** Keyboard control of the cropper (it has none of its own): arrows move the circle, + and − zoom. */

/** Screen pixels per arrow press; Shift moves five times as far. */
export const keyboardMoveStep = 10;
/** Zoom factor of one + press (− divides by it); also used by the zoom buttons. */
export const zoomStepFactor = 1.25;

export interface KeyboardCropper {
  moveCoordinates(directions: { left?: number; top?: number }): void;
  moveCoordinatesEnd(): void;
  zoomImage(factor: number): void;
}

const arrowDirections: Record<string, { left: number; top: number }> = {
  ArrowLeft: { left: -1, top: 0 },
  ArrowRight: { left: 1, top: 0 },
  ArrowUp: { left: 0, top: -1 },
  ArrowDown: { left: 0, top: 1 },
};

/** Applies the key to the cropper; true when the key was used (the caller prevents its default). */
export function handleCropperKey(cropper: KeyboardCropper, key: string, shiftKey = false): boolean {
  const arrow = arrowDirections[key];
  if (arrow) {
    const step = keyboardMoveStep * (shiftKey ? 5 : 1);
    cropper.moveCoordinates({ left: arrow.left * step, top: arrow.top * step });
    cropper.moveCoordinatesEnd();
    return true;
  }
  if (key === '+' || key === '=') {
    cropper.zoomImage(zoomStepFactor);
    return true;
  }
  if (key === '-' || key === '_') {
    cropper.zoomImage(1 / zoomStepFactor);
    return true;
  }
  return false;
}
