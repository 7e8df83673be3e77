import type { CSSProperties, ReactNode } from 'react';
import { CropperFade, type CropperRef } from 'react-advanced-cropper';
import { cn } from '../../../components/ui/cn.ts';
import { cropperBoundaryFadeMs } from '../cropper-settings.ts';

export interface CropperFadeWrapperProps {
  cropper: CropperRef;
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
  /** Passed through the Cropper's `wrapperProps`; 0 under reduced motion. */
  fadeMs?: number;
}

/**
 * The library's wrapper with the spec's fade: the cropping area fades in over 300 ms once the
 * image is ready (the stock stylesheet uses 0.5 s).
 */
export function CropperFadeWrapper({
  cropper,
  className,
  style,
  children,
  fadeMs = cropperBoundaryFadeMs,
}: CropperFadeWrapperProps) {
  const visible = Boolean(cropper.getState() && cropper.isLoaded());
  return (
    <div className={cn(className, 'advanced-cropper-wrapper')} style={style}>
      <CropperFade
        visible={visible}
        className="advanced-cropper-wrapper__fade"
        style={{ transitionDuration: `${fadeMs}ms` }}
      >
        {children}
      </CropperFade>
    </div>
  );
}
