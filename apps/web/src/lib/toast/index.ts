export { AppToaster } from './app-toaster.tsx';
export { showToast } from './show-toast.tsx';
