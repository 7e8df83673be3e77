import { Search } from 'lucide-react';
import { useId, useRef } from 'react';
import { maxQueryLength } from '../search-terms.ts';
import { useDesktopAutofocus } from '../use-desktop-autofocus.ts';
import type { DebouncedQuery } from '../use-debounced-query.ts';

export interface SearchFieldProps {
  field: DebouncedQuery;
  label: string;
  placeholder: string;
  /** Id of the hint under the field (it describes the field). */
  hintId?: string;
}

/** The search box: type search, labelled, Enter searches at once; focused on desktop only. */
export function SearchField({ field, label, placeholder, hintId }: SearchFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useDesktopAutofocus(input);
  return (
    <form
      role="search"
      className="relative"
      onSubmit={(event) => {
        event.preventDefault();
        field.flush();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-gray-500 dark:text-gray-400"
      />
      <input
        ref={input}
        id={id}
        type="search"
        name="q"
        value={field.text}
        onChange={(event) => field.setText(event.target.value)}
        placeholder={placeholder}
        maxLength={maxQueryLength}
        autoComplete="off"
        enterKeyHint="search"
        aria-describedby={hintId}
        className="min-h-12 w-full rounded-xl border border-gray-300 bg-white py-2 pr-3 pl-11 text-base text-gray-900 shadow-sm placeholder:text-gray-500 focus:border-brand dark:border-gray-700 dark:bg-gray-900 dark:text-gray-50 dark:placeholder:text-gray-400"
      />
    </form>
  );
}
