import { describe, expect, it } from 'vitest';
import * as settings from './cropper-settings.ts';

describe('cropper settings (spec §9)', () => {
  it('holds the values of the specification', () => {
    expect(settings.cropperChangeDebounceMs).toBe(500);
    expect(settings.cropperBoundaryFadeMs).toBe(300);
    expect(settings.cropperTransitions).toEqual({ duration: 350, timingFunction: 'ease-in-out' });
    expect(settings.cropperWheelZoomRatio).toBe(0.1);
    expect(settings.cropperDefaultImageRestriction).toBe('fit-area');
    expect(settings.cropperImageRestrictions).toEqual(['fit-area', 'fill-area', 'stencil', 'none']);
    expect(settings.cropperRoundResults).toBe(true);
    expect(settings.cropperPreviewMaxSide).toBe(1024);
    expect(settings.cropperMinStencilSize).toBe(20);
    expect(settings.cropperTouchActivationPx).toBe(20);
    expect(settings.cropperDefaultStencilFraction).toBe(0.8);
  });
});
