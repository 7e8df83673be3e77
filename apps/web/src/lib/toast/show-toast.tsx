import type { ExternalToast } from 'sonner';
import { Countdown } from './countdown.ts';
import { loadedSonner, loadSonner } from './sonner-loader.ts';
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

/**
 * Toasts taken off the queue (or never queued), each with its own pausable timer (the adapter owns timing;
 * sonner only renders). A toast counts from the moment it is shown to the adapter, even while sonner is
 * still loading; its timer starts only once it is on screen.
 */
const active = new Map<string, Countdown>();
/** Queued toasts not shown yet. */
const waiting = new Set<string>();
/** Presentations waiting for sonner to load and its Toaster to mount, in call order. */
let pending: Array<() => void> = [];
let mountedToasters = 0;
let lastLoadAttempt: Promise<unknown> | null = null;
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

function canPresent(): boolean {
  return loadedSonner() !== null && mountedToasters > 0;
}

function flushPending(): void {
  if (!canPresent()) return;
  const tasks = pending;
  pending = [];
  for (const task of tasks) task();
}

/**
 * AppToaster calls this once sonner's Toaster has mounted: sonner shows the toasts its Toaster hears about,
 * so presenting waits for it. Returns the call to make on unmount.
 */
export function toasterMounted(): () => void {
  mountedToasters += 1;
  flushPending();
  return () => {
    mountedToasters -= 1;
  };
}

/** Starts loading sonner on the first toast; if it cannot load, the waiting toasts are dropped (next toast retries). */
function requestSonner(): void {
  if (loadedSonner()) return;
  const attempt = loadSonner();
  if (attempt === lastLoadAttempt) return;
  lastLoadAttempt = attempt;
  attempt.catch((error: unknown) => {
    console.error('Toasts could not be loaded:', error);
    pending = [];
    // None of the active toasts ever showed: forget them, or a queued toast would wait for them forever.
    for (const id of [...active.keys()]) forget(id);
  });
}

function present(id: string, options: ResolvedToastOptions, countdown: Countdown): void {
  // Dismissed (or cleared) before it could show.
  if (active.get(id) !== countdown) return;
  const renderer = loadedSonner();
  if (!renderer) return;
  renderer.toast.custom(
    () => (
      <renderer.ToastCard
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

/** Counts the toast as shown now and puts it on screen as soon as sonner and its Toaster are there. */
function activate(id: string, options: ResolvedToastOptions): void {
  const countdown = new Countdown(options.duration, () => dismissToast(id));
  active.set(id, countdown);
  const task = () => present(id, options, countdown);
  if (canPresent()) task();
  else pending.push(task);
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
 * value. With `queue: true` it waits, polling every 250 ms, until no other toast shows. The first toast
 * also loads sonner, so it reaches the screen a moment later; its timer starts when it does.
 */
export function showToast(options: ToastOptions): string {
  const resolved = resolveToastOptions(options, currentDefaults);
  const id = `toast-${++nextId}`;
  requestSonner();
  if (!resolved.queue) {
    activate(id, resolved);
    return id;
  }
  waiting.add(id);
  queueTail = queueTail
    .then(() => waitForEmptyStage(id))
    .then(() => {
      if (waiting.delete(id)) activate(id, resolved);
    });
  return id;
}

export function dismissToast(id: string): void {
  waiting.delete(id);
  if (!active.has(id)) return;
  forget(id);
  loadedSonner()?.toast.dismiss(id);
}

/** Dismisses every toast on screen and drops the queued ones. */
export function clearToasts(): void {
  waiting.clear();
  pending = [];
  for (const id of [...active.keys()]) forget(id);
  loadedSonner()?.toast.dismiss();
}
