/** A locale's messages in one namespace, nested by key segment (the `errors` keys hold dots themselves). */
export interface Messages {
  [key: string]: string | Messages;
}

/** Values for the `{{name}}` placeholders; a numeric `count` also picks the plural form (`key_one`, `key_other`). */
export type TOptions = Readonly<Record<string, unknown>>;
/** A key, or keys tried in order (`['profile.errors.x', 'errors.x', 'errors.unknown']`); nothing found answers the last. */
export type TKey = string | readonly string[];
export type TFunction = (key: TKey, options?: TOptions) => string;

export interface TranslatorSetup {
  language: string;
  /** Looked up after the current language, and always loaded along with it. */
  fallbackLanguage: string;
  /** Where a key is looked up, in order; only the first is loaded up front (`loadNamespaces` for the others). */
  namespaces: readonly string[];
  load: (language: string, namespace: string) => Promise<Messages>;
}

/** The value at a dotted key: each segment, or several joined by dots, names a child (`errors` → `common.not_found`). */
function find(node: string | Messages | undefined, segments: readonly string[]): string | Messages | undefined {
  if (segments.length === 0) return node;
  if (node === undefined || typeof node === 'string') return undefined;
  for (let end = 1; end <= segments.length; end++) {
    const name = segments.slice(0, end).join('.');
    const found = Object.hasOwn(node, name) ? find(node[name], segments.slice(end)) : undefined;
    if (found !== undefined) return found;
  }
  return undefined;
}

/** `{{name}}` → its value; a placeholder without one stays as it is, one given as undefined or null is emptied. */
function interpolate(text: string, values: TOptions): string {
  return text.replace(/{{(.+?)}}/g, (placeholder, name: string) => {
    const key = name.trim();
    if (!Object.hasOwn(values, key)) return placeholder;
    const value = values[key];
    return value === undefined || value === null ? '' : String(value);
  });
}

/**
 * The app's translations (the subset of i18next the app uses, in a fraction of its size): messages per
 * language and namespace, loaded on demand; lookups fall back namespace by namespace, then to the fallback
 * language, then to the key itself; plural forms follow Intl.PluralRules, as i18next's do.
 */
export class Translator {
  language: string;
  private readonly loading = new Map<string, Promise<void>>();
  private readonly loaded = new Map<string, Messages>();
  private readonly usedNamespaces: Set<string>;
  private readonly listeners = new Set<() => void>();
  private readonly pluralRules = new Map<string, Intl.PluralRules>();

  constructor(private readonly setup: TranslatorSetup) {
    this.language = setup.language;
    this.usedNamespaces = new Set(setup.namespaces.slice(0, 1));
  }

  /** The current language (both supported languages are always complete). */
  get resolvedLanguage(): string {
    return this.language;
  }

  /** The message of `key` in the current language. */
  t: TFunction = (key, options) => this.translate(this.language, key, options);

  /** A t() that always answers in `language`. */
  getFixedT(language: string): TFunction {
    return (key, options) => this.translate(language, key, options);
  }

  /** Calls `listener` after every language change; returns the unsubscribe function. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Loads the namespaces used so far for `language` (and the fallback language). */
  loadLanguages(language: string): Promise<void> {
    return this.loadAll([language], [...this.usedNamespaces]);
  }

  /** Loads `namespace` for the current and the fallback language; later language changes load it along. */
  loadNamespaces(namespace: string): Promise<void> {
    this.usedNamespaces.add(namespace);
    return this.loadAll([this.language], [namespace]);
  }

  async changeLanguage(language: string): Promise<void> {
    await this.loadLanguages(language);
    this.language = language;
    for (const listener of [...this.listeners]) listener();
  }

  private loadAll(languages: readonly string[], namespaces: readonly string[]): Promise<void> {
    const all = new Set([...languages, this.setup.fallbackLanguage]);
    return Promise.all(
      [...all].flatMap((language) => namespaces.map((namespace) => this.loadOne(language, namespace))),
    ).then(() => undefined);
  }

  /** Loads one catalog once; a failure is logged (lookups answer the key) and tried again on the next load. */
  private loadOne(language: string, namespace: string): Promise<void> {
    const id = `${language}/${namespace}`;
    let pending = this.loading.get(id);
    if (!pending) {
      pending = this.setup.load(language, namespace).then(
        (messages) => void this.loaded.set(id, messages),
        (error: unknown) => {
          this.loading.delete(id);
          console.error(`[i18n] The ${namespace} messages of ${language} failed to load.`, error);
        },
      );
      this.loading.set(id, pending);
    }
    return pending;
  }

  private translate(language: string, keys: TKey, options: TOptions = {}): string {
    const languages = [...new Set([language, this.setup.fallbackLanguage])];
    const tried = typeof keys === 'string' ? [keys] : keys;
    for (const key of tried) {
      for (const namespace of this.setup.namespaces) {
        for (const candidate of languages) {
          const messages = this.loaded.get(`${candidate}/${namespace}`);
          for (const lookup of this.lookupKeys(candidate, key, options.count)) {
            const found = find(messages, lookup.split('.'));
            if (typeof found === 'string') return interpolate(found, options);
          }
        }
      }
    }
    return tried.at(-1) ?? '';
  }

  /**
   * The keys to try, most specific first: `key_<plural form>`, then `key`. Zero tries `key_zero` ("nenhum
   * curso"), then the plural `key_other`: Intl files 0 under "one" in Portuguese, but Brazilian Portuguese
   * says "0 cursos", never "0 curso".
   */
  private lookupKeys(language: string, key: string, count: unknown): string[] {
    if (typeof count !== 'number') return [key];
    let rules = this.pluralRules.get(language);
    if (!rules) {
      rules = new Intl.PluralRules(language);
      this.pluralRules.set(language, rules);
    }
    const form = `${key}_${rules.select(count)}`;
    return count === 0 ? [...new Set([`${key}_zero`, `${key}_other`, form, key])] : [form, key];
  }
}
