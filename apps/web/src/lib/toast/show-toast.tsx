import { toast as sonner, type ExternalToast } from 'sonner';
import { Countdown } from './countdown.ts';
import { ToastCard } from './toast-card.tsx';
import {
  queuePollMs,
  resolveToastOptions,
  toastDefaults,
  type ResolvedToastOptions,
  type ToastOptions,
  type ToastPosition,
} from './toast-options.ts';

type ToastDefaults = Omit<ResolvedToastOptions, 'message' | 'action'>;

const sonnerPositions: Record<ToastPosition, NonNullable<ExternalToast['position']>> = {
  'top-right': 'top-right',
  top: 'top-center',
  'top-left': 'top-left',
  'bottom-right': 'bottom-right',
  bottom: 'bottom-center',
  'bottom-left': 'bottom-left',
};

/** Toasts on screen, each with its own pausable timer (the adapter owns timing; sonner only renders). */
const active = new Map<string, Countdown>();
/** Queued toasts not shown yet. */
const waiting = new Set<string>();
let queueTail: Promise<void> = Promise.resolve();
let currentDefaults: ToastDefaults = { ...toastDefaults };
let nextId = 0;

/** App-wide overrides of the adapter defaults (AppToaster sets position top-right). */
export function setToastDefaults(overrides: Partial<ToastDefaults>): void {
  currentDefaults = { ...toastDefaults, ...overrides };
}

export function activeToastCount(): number {
  return active.size;
}

function present(id: string, options: ResolvedToastOptions): void {
  const countdown = new Countdown(options.duration, () => dismissToast(id));
  active.set(id, countdown);
  sonner.custom(
    () => (
      <ToastCard
        options={options}
        onDismiss={() => dismissToast(id)}
        onPause={() => active.get(id)?.pause()}
        onResume={() => active.get(id)?.start()}
      />
    ),
    {
      id,
      duration: Number.POSITIVE_INFINITY,
      position: sonnerPositions[options.position],
      dismissible: options.dismissible,
      // Swipe-away by sonner: forget the toast here too.
      onDismiss: () => forget(id),
    },
  );
  countdown.start();
}

function forget(id: string): void {
  active.get(id)?.cancel();
  active.delete(id);
}

function waitForEmptyStage(id: string): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (active.size === 0 || !waiting.has(id)) resolve();
      else setTimeout(check, queuePollMs);
    };
    check();
  });
}

/**
 * Shows a toast (spec §3, §4, §9) and returns its id. Invalid options throw a TypeError naming the bad
 * value. With `queue: true` it waits, polling every 250 ms, until no other toast shows.
 */
export function showToast(options: ToastOptions): string {
  const resolved = resolveToastOptions(options, currentDefaults);
  const id = `toast-${++nextId}`;
  if (!resolved.queue) {
    present(id, resolved);
    return id;
  }
  waiting.add(id);
  queueTail = queueTail
    .then(() => waitForEmptyStage(id))
    .then(() => {
      if (waiting.delete(id)) present(id, resolved);
    });
  return id;
}

export function dismissToast(id: string): void {
  waiting.delete(id);
  if (!active.has(id)) return;
  forget(id);
  sonner.dismiss(id);
}

/** Dismisses every toast on screen and drops the queued ones. */
export function clearToasts(): void {
  waiting.clear();
  for (const id of [...active.keys()]) forget(id);
  sonner.dismiss();
}
