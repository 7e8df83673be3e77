export const toastTypes = ['success', 'error', 'info', 'warning', 'default'] as const;
export const toastPositions = ['top-right', 'top', 'top-left', 'bottom-right', 'bottom', 'bottom-left'] as const;
export type ToastType = (typeof toastTypes)[number];
export type ToastPosition = (typeof toastPositions)[number];

/** Spec §9 constants. */
export const queuePollMs = 250;

/** The adapter's own defaults (spec §9): bottom-right. The app overrides the position (see app-toaster.tsx). */
export const toastDefaults = {
  type: 'success',
  position: 'bottom-right',
  duration: 3000,
  dismissible: true,
  queue: false,
  pauseOnHover: true,
} as const satisfies Omit<ResolvedToastOptions, 'message' | 'action'>;

function describe(value: unknown): string {
  return typeof value === 'string' ? `"${value}"` : String(value);
}

function invalidDuration(value: unknown): string {
  return `Invalid toast duration ${describe(value)}; use a positive number of milliseconds (or Infinity)`;
}

/** What a caller may pass (spec §3 "Toast options"); anything else is rejected with a TypeError. */
export interface ToastOptions {
  message: string;
  type?: ToastType;
  position?: ToastPosition;
  duration?: number;
  dismissible?: boolean;
  queue?: boolean;
  pauseOnHover?: boolean;
  /** Optional button inside the toast (e.g. "Recarregar" when a new build is out). */
  action?: { label: string; onClick: () => void };
}

const optionKeys = ['message', 'type', 'position', 'duration', 'dismissible', 'queue', 'pauseOnHover', 'action'];
const booleanKeys = ['dismissible', 'queue', 'pauseOnHover'] as const;
const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/**
 * Checks the options by hand rather than with zod: toasts are part of the first paint, and zod alone would
 * add about 25 KB of gzip JS to it. Throws a TypeError naming the first bad value.
 */
function checkToastOptions(options: Record<string, unknown>): ToastOptions {
  const unknownKey = Object.keys(options).find((key) => !optionKeys.includes(key));
  if (unknownKey) throw new TypeError(`Unknown toast option "${unknownKey}"`);
  const { message, type, position, duration, action } = options;
  if (typeof message !== 'string') throw new TypeError(`Toast message must be a string, got ${describe(message)}`);
  if (type !== undefined && !isOneOf(toastTypes, type)) {
    throw new TypeError(`Invalid toast type ${describe(type)}; use one of ${toastTypes.join(', ')} (type)`);
  }
  if (position !== undefined && !isOneOf(toastPositions, position)) {
    throw new TypeError(
      `Invalid toast position ${describe(position)}; use one of ${toastPositions.join(', ')} (position)`,
    );
  }
  if (duration !== undefined && !(typeof duration === 'number' && duration > 0)) {
    throw new TypeError(`${invalidDuration(duration)} (duration)`);
  }
  for (const key of booleanKeys) {
    if (options[key] !== undefined && typeof options[key] !== 'boolean') {
      throw new TypeError(`Toast option ${key} must be true or false, got ${describe(options[key])} (${key})`);
    }
  }
  if (action !== undefined) {
    const { label, onClick } = (action ?? {}) as { label?: unknown; onClick?: unknown };
    if (typeof label !== 'string' || typeof onClick !== 'function') {
      throw new TypeError('Toast action needs a string label and an onClick function (action)');
    }
  }
  return options as unknown as ToastOptions;
}

export interface ResolvedToastOptions {
  message: string;
  type: ToastType;
  position: ToastPosition;
  duration: number;
  dismissible: boolean;
  queue: boolean;
  pauseOnHover: boolean;
  action?: { label: string; onClick: () => void };
}

/** Validates the options (TypeError naming the bad value) and fills the defaults in. */
export function resolveToastOptions(
  options: unknown,
  defaults: Omit<ResolvedToastOptions, 'message'> = toastDefaults,
): ResolvedToastOptions {
  if (typeof options !== 'object' || options === null) {
    throw new TypeError(`Toast options must be an object, got ${describe(options)}`);
  }
  const { message, action, ...given } = checkToastOptions(options as Record<string, unknown>);
  const defined = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));
  return { ...defaults, ...defined, message, ...(action ? { action } : {}) };
}
