import { cn } from '../../../../components/ui/cn.ts';

/** The key that picks an option (1–9, or A–E on a question), in a round badge; filled once chosen. */
export function OptionKey({ label, chosen }: { label: string; chosen: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-8 shrink-0 items-center justify-center rounded-full border text-sm font-bold',
        chosen
          ? 'border-brand bg-brand text-brand-foreground'
          : 'border-gray-400 text-gray-800 dark:border-gray-500 dark:text-gray-100',
      )}
    >
      {label}
    </span>
  );
}

/** The look of an option's main button: large (≥ 44 px), bordered, the chosen one ringed. */
export function optionButtonClass(chosen: boolean, locked: boolean): string {
  return cn(
    'flex min-h-12 w-full items-start gap-3 rounded-xl border-2 px-3 py-2.5 text-left text-base transition',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gray-900 dark:focus-visible:outline-white',
    locked ? 'cursor-default' : 'cursor-pointer',
    chosen
      ? 'border-brand bg-gray-50 dark:bg-gray-900'
      : 'border-gray-300 bg-white hover:border-gray-400 dark:border-gray-700 dark:bg-gray-900 dark:hover:border-gray-500',
  );
}
