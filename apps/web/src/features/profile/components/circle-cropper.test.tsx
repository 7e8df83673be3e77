import { DraggableElement } from 'react-advanced-cropper';
import { describe, expect, it } from 'vitest';
import { defaultStencilSize } from './circle-cropper.tsx';

describe('CircleCropper settings', () => {
  it('starts the stencil at 80% of the visible area, square', () => {
    const imageSize = { width: 4000, height: 3000 };
    expect(defaultStencilSize({ imageSize, visibleArea: { left: 0, top: 0, width: 1000, height: 500 } })).toEqual({
      width: 400,
      height: 400,
    });
    expect(defaultStencilSize({ imageSize, visibleArea: null })).toEqual({ width: 2400, height: 2400 });
  });

  it('needs a 20 px touch move before the stencil drags', () => {
    expect(DraggableElement.defaultProps.activationDistance).toBe(20);
  });
});
