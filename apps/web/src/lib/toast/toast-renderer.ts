/**
 * What the first toast loads, as one chunk: sonner (the viewport and its animations) and the card every
 * toast renders. Nothing here is part of the first paint.
 */
export { Toaster, toast } from 'sonner';
export { ToastCard } from './toast-card.tsx';
