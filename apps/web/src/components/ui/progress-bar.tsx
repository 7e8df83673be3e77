import { cn } from './cn.ts';

export interface ProgressBarProps {
  /** 0–100; values outside are clamped. */
  value: number;
  /** What the bar measures, read by screen readers ("Progresso do curso"). */
  label: string;
  /** Text screen readers say for the value ("3 de 12 aulas"); the percentage when absent. */
  valueText?: string;
  className?: string;
  size?: 'sm' | 'md';
}

/**
 * A horizontal progress bar (role progressbar) in the producer's colour; lightened in dark mode so a dark brand
 * colour keeps its contrast against the dark track.
 */
export function ProgressBar({ value, label, valueText, className, size = 'sm' }: ProgressBarProps) {
  const clamped = Math.min(100, Math.max(0, Math.round(Number.isFinite(value) ? value : 0)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      aria-valuetext={valueText ?? `${clamped}%`}
      className={cn(
        'w-full overflow-hidden rounded-full bg-gray-200 dark:bg-gray-700',
        size === 'sm' ? 'h-1.5' : 'h-2.5',
        className,
      )}
    >
      <div
        className="h-full rounded-full bg-brand transition-[width] duration-300 motion-reduce:transition-none dark:bg-[color-mix(in_oklab,var(--brand-primary)_55%,white)]"
        style={{ width: `${clamped}%` }}
      />
    </div>
  );
}
