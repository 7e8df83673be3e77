import { useId, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { controlClass } from './control-styles.ts';
import { FieldShell, type FieldShellProps } from './field-shell.tsx';

export interface ComboboxOption {
  /** What choosing it puts in the field. */
  value: string;
  label: string;
  /** A second, quieter line (an acronym and state). */
  detail?: string;
}

export interface ComboboxFieldProps extends Omit<FieldShellProps, 'children'> {
  name?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** The options for what is typed now (the caller filters). */
  options: readonly ComboboxOption[];
  /** Said (and shown) when something is typed and no option matches. */
  noMatchText: string;
  /** Said to screen readers as the list changes ("12 resultados"). */
  countText: (count: number) => string;
  placeholder?: string;
}

/**
 * An editable combobox (WAI-ARIA 1.2 "list autocomplete"): the learner types, the list under the field
 * shows what matches, ↑/↓ move, Enter or a tap chooses, Esc closes. What is typed stays if nothing is chosen
 * (a value missing from the list is still accepted).
 */
export function ComboboxField({
  name,
  value,
  onChange,
  onBlur,
  inputRef,
  options,
  noMatchText,
  countText,
  placeholder,
  ...shell
}: ComboboxFieldProps) {
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const shown = open && (options.length > 0 || value.trim() !== '');
  const optionId = (index: number) => `${listId}-${index}`;

  const show = (index: number) => {
    setActive(index);
    const list = listRef.current;
    const item = list?.children[index] as HTMLElement | undefined;
    if (!list || !item) return;
    // Scrolls the list only (scrollIntoView would move the page's scroller too).
    if (item.offsetTop < list.scrollTop) list.scrollTop = item.offsetTop;
    else if (item.offsetTop + item.offsetHeight > list.scrollTop + list.clientHeight)
      list.scrollTop = item.offsetTop + item.offsetHeight - list.clientHeight;
  };
  const choose = (option: ComboboxOption) => {
    onChange(option.value);
    setOpen(false);
    setActive(-1);
  };
  const move = (step: number) => {
    if (!shown) return setOpen(true);
    if (options.length === 0) return;
    show(active < 0 ? (step > 0 ? 0 : options.length - 1) : (active + step + options.length) % options.length);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const chosen = options[active];
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && shown && chosen) {
      event.preventDefault(); // chooses; does not submit the form
      choose(chosen);
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <FieldShell {...shell}>
      {(aria) => (
        <div className="relative">
          <input
            {...aria}
            ref={inputRef}
            name={name}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={shown}
            aria-controls={listId}
            aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
            placeholder={placeholder}
            value={value}
            className={controlClass}
            onChange={(event) => {
              onChange(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onClick={() => setOpen(true)}
            onKeyDown={handleKeyDown}
            onBlur={() => {
              setOpen(false);
              setActive(-1);
              onBlur?.();
            }}
          />
          <ul
            ref={listRef}
            id={listId}
            role="listbox"
            aria-label={shell.label}
            hidden={!shown || options.length === 0}
            className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto rounded-lg border border-gray-300 bg-white py-1 shadow-lg dark:border-gray-600 dark:bg-gray-900"
          >
            {options.map((option, index) => (
              <li
                key={option.value}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                // Keeps the focus in the input (a blur would close the list before the click lands).
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
                className="flex min-h-11 cursor-pointer flex-col justify-center px-3 py-2 text-base text-gray-900 aria-selected:bg-gray-100 hover:bg-gray-100 dark:text-gray-50 dark:aria-selected:bg-gray-800 dark:hover:bg-gray-800"
              >
                <span>{option.label}</span>
                {option.detail ? (
                  <span className="text-sm text-gray-600 dark:text-gray-300">{option.detail}</span>
                ) : null}
              </li>
            ))}
          </ul>
          {shown && options.length === 0 ? (
            <p className="absolute inset-x-0 top-full z-20 mt-1 rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm text-gray-700 shadow-lg dark:border-gray-600 dark:bg-gray-900 dark:text-gray-200">
              {noMatchText}
            </p>
          ) : null}
          <span role="status" className="sr-only">
            {shown ? (options.length === 0 ? noMatchText : countText(options.length)) : ''}
          </span>
        </div>
      )}
    </FieldShell>
  );
}
