import { z } from 'zod';

export const toastTypes = ['success', 'error', 'info', 'warning', 'default'] as const;
export const toastPositions = ['top-right', 'top', 'top-left', 'bottom-right', 'bottom', 'bottom-left'] as const;
export type ToastType = (typeof toastTypes)[number];
export type ToastPosition = (typeof toastPositions)[number];

/** Spec §9 constants. */
export const queuePollMs = 250;
/** Length of the dismiss animation; the CSS in toast.css uses the same value. */
export const dismissAnimationMs = 150;

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

const toastOptionsSchema = z.strictObject({
  message: z.string({ error: (issue) => `Toast message must be a string, got ${describe(issue.input)}` }),
  type: z.enum(toastTypes, { error: (issue) => `Invalid toast type ${describe(issue.input)}; use one of ${toastTypes.join(', ')}` }).optional(),
  position: z
    .enum(toastPositions, { error: (issue) => `Invalid toast position ${describe(issue.input)}; use one of ${toastPositions.join(', ')}` })
    .optional(),
  duration: z
    .custom<number>((value) => typeof value === 'number' && value > 0, { error: (issue) => invalidDuration(issue.input) })
    .optional(),
  dismissible: z.boolean().optional(),
  queue: z.boolean().optional(),
  pauseOnHover: z.boolean().optional(),
  /** Optional button inside the toast (e.g. "Atualizar" when a new build is out). */
  action: z.object({ label: z.string(), onClick: z.custom<() => void>((value) => typeof value === 'function') }).optional(),
});

export type ToastOptions = z.input<typeof toastOptionsSchema>;

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
export function resolveToastOptions(options: unknown, defaults: Omit<ResolvedToastOptions, 'message'> = toastDefaults): ResolvedToastOptions {
  if (typeof options !== 'object' || options === null) {
    throw new TypeError(`Toast options must be an object, got ${describe(options)}`);
  }
  const parsed = toastOptionsSchema.safeParse(options);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` (${issue.path.join('.')})` : '';
    throw new TypeError(`${issue?.message ?? 'Invalid toast options'}${where}`);
  }
  const { message, action, ...given } = parsed.data;
  const defined = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));
  return { ...defaults, ...defined, message, ...(action ? { action } : {}) };
}
