/** Look of text inputs and selects: 48 px tall (tap target), visible focus, red border when invalid, dimmed when disabled. */
export const controlClass =
  'min-h-12 w-full rounded-lg border border-gray-400 bg-white px-3 text-base text-gray-900 placeholder:text-gray-500 ' +
  'focus-visible:border-(--brand-primary) focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-(--brand-primary) ' +
  'aria-invalid:border-red-700 disabled:cursor-not-allowed disabled:bg-gray-100 disabled:text-gray-600 dark:border-gray-500 dark:bg-gray-900 ' +
  'dark:text-gray-50 dark:placeholder:text-gray-400 dark:aria-invalid:border-red-400 dark:disabled:bg-gray-800 dark:disabled:text-gray-300';
