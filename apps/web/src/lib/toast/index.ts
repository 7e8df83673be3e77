export { AppToaster, appToastDefaults } from './app-toaster.tsx';
export { activeToastCount, clearToasts, dismissToast, setToastDefaults, showToast } from './show-toast.tsx';
export {
  dismissAnimationMs,
  queuePollMs,
  resolveToastOptions,
  toastDefaults,
  toastPositions,
  toastTypes,
  type ResolvedToastOptions,
  type ToastOptions,
  type ToastPosition,
  type ToastType,
} from './toast-options.ts';
