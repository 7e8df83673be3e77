/** A card whose title link covers it all (stretched link); the ring shows when that link has the keyboard focus. */
export const cardClass =
  'relative flex flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm transition hover:border-gray-300 hover:shadow-md dark:border-gray-800 dark:bg-gray-900 dark:hover:border-gray-700 has-[[data-card-link]:focus-visible]:outline-2 has-[[data-card-link]:focus-visible]:outline-offset-2 has-[[data-card-link]:focus-visible]:outline-gray-900 dark:has-[[data-card-link]:focus-visible]:outline-white';

export const cardLinkClass = 'after:absolute after:inset-0 after:content-[""] focus-visible:outline-none';

/** The shape of a button (44 px tap target, focus outline); colours come separately. */
export const buttonShape =
  'inline-flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gray-900 dark:focus-visible:outline-white';

/** A translucent button over a dark hero image. */
export const overImageLook = 'bg-white/15 text-white backdrop-blur-sm hover:bg-white/25 focus-visible:outline-white';
