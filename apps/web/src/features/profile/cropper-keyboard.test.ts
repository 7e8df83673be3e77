import { describe, expect, it, vi } from 'vitest';
import { handleCropperKey, keyboardMoveStep, zoomStepFactor } from './cropper-keyboard.ts';

const fakeCropper = () => ({ moveCoordinates: vi.fn(), moveCoordinatesEnd: vi.fn(), zoomImage: vi.fn() });

describe('handleCropperKey', () => {
  it('moves the stencil with the arrows, five times further with Shift', () => {
    const cropper = fakeCropper();
    expect(handleCropperKey(cropper, 'ArrowLeft')).toBe(true);
    expect(cropper.moveCoordinates).toHaveBeenLastCalledWith({ left: -keyboardMoveStep, top: 0 });
    handleCropperKey(cropper, 'ArrowDown', true);
    expect(cropper.moveCoordinates).toHaveBeenLastCalledWith({ left: 0, top: keyboardMoveStep * 5 });
    expect(cropper.moveCoordinatesEnd).toHaveBeenCalledTimes(2);
  });

  it('zooms in with + and out with −', () => {
    const cropper = fakeCropper();
    handleCropperKey(cropper, '+');
    expect(cropper.zoomImage).toHaveBeenLastCalledWith(zoomStepFactor);
    handleCropperKey(cropper, '-');
    expect(cropper.zoomImage).toHaveBeenLastCalledWith(1 / zoomStepFactor);
  });

  it('leaves other keys alone', () => {
    const cropper = fakeCropper();
    expect(handleCropperKey(cropper, 'Tab')).toBe(false);
    expect(handleCropperKey(cropper, 'Enter')).toBe(false);
    expect(cropper.moveCoordinates).not.toHaveBeenCalled();
    expect(cropper.zoomImage).not.toHaveBeenCalled();
  });
});
