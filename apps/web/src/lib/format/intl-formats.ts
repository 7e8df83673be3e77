/**
 * Intl formatters kept per locale and options. Building one loads the locale's data and costs far more than
 * formatting with it: on a phone (4× slower CPU) the flashcards home spent about a third of a second of its boot
 * building the same few date formatters again for every day it shows (issue 19).
 */
function keptPerLocaleAndOptions<Options extends object, Format>(
  build: (locale: string | undefined, options: Options) => Format,
): (locale: string | undefined, options: Options) => Format {
  const kept = new Map<string, Format>();
  return (locale, options) => {
    const key = `${locale ?? ''}|${JSON.stringify(options)}`;
    let format = kept.get(key);
    if (!format) {
      format = build(locale, options);
      kept.set(key, format);
    }
    return format;
  };
}

/** `new Intl.DateTimeFormat(locale, options)`, built once per locale and options. */
export const dateTimeFormat = keptPerLocaleAndOptions(
  (locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);

/** `new Intl.NumberFormat(locale, options)`, built once per locale and options. */
export const numberFormat = keptPerLocaleAndOptions(
  (locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);
