export { Button, buttonVariants, type ButtonProps, type ButtonVariant } from './button.tsx';
export { Card, CardContent, CardHeader, CardTitle } from './card.tsx';
export { cn } from './cn.ts';
export { DatePicker, type DatePickerProps } from './date-picker/index.ts';
export { Dialog, DialogClose, DialogContent, DialogTrigger, type DialogContentProps } from './dialog.tsx';
export { rippleDurationMs } from './ripple.ts';
export { Skeleton } from './skeleton.tsx';
export { Spinner, type SpinnerProps } from './spinner.tsx';
export { ProgressBar, type ProgressBarProps } from './progress-bar.tsx';
