import type { BackendModule, ResourceKey } from 'i18next';

/**
 * Sufra's translation core: the part of i18next the app uses (docs/performance.md, "i18n"), about
 * 1.5 KB gzip instead of i18next's 15.5 KB on every first screen. It keeps i18next's instance API
 * where our code calls it (components through use-translation.ts), and i18next's text rules:
 * namespaces (`ns:key`), nested keys (`a.b`), `{{value}}` interpolation without escaping (React
 * escapes), `count` with i18next's plural suffixes (`_zero`, `_one`, … from Intl.PluralRules),
 * `defaultValue`, and the key itself when a text is missing.
 * i18n-core.test.ts checks these rules against i18next itself.
 */

type Values = Record<string, unknown> & { count?: number; defaultValue?: string; lng?: string; ns?: string };
type Listener = (...args: unknown[]) => void;
type Namespace = Record<string, unknown>;

export interface CoreOptions {
  lng: string;
  resources?: Record<string, Record<string, ResourceKey>>;
  ns?: string[];
  defaultNS?: string;
  supportedLngs?: string[];
  // i18next options Sufra sets and this core treats as given (no escaping, no fallback language).
  partialBundledLanguages?: boolean;
  fallbackLng?: false;
  interpolation?: { escapeValue: false };
}

const NS_SEPARATOR = ':';
const INTERPOLATION = /\{\{\s*([\w.]+)\s*\}\}/g;

/** i18next's rule: a key with a space or , ? ! ; is a sentence used as its own key, not `ns:a.b`. */
const isPath = (key: string) => !/[\s,?!;]/.test(key);

function splitKey(key: string): [string | undefined, string] {
  const separator = key.indexOf(NS_SEPARATOR);
  return separator > 0 && isPath(key)
    ? [key.slice(0, separator), key.slice(separator + 1)]
    : [undefined, key];
}

export class I18nCore {
  language = '';
  languages: string[] = [];
  resolvedLanguage: string | undefined;
  isInitialized = false;
  options: CoreOptions & { ns: string[]; defaultNS: string } = { lng: '', ns: [], defaultNS: 'translation' };
  private data: Record<string, Record<string, Namespace>> = {};
  private pending = new Map<string, Promise<void>>();
  private listeners = new Map<string, Set<Listener>>();
  private backend: BackendModule | undefined;
  private plurals = new Map<string, Intl.PluralRules>();

  use(backend: BackendModule): this {
    this.backend = backend;
    return this;
  }

  async init(options: CoreOptions): Promise<this['t']> {
    this.options = {
      ...options,
      ns: [...(options.ns ?? ['translation'])],
      defaultNS: options.defaultNS ?? 'translation',
    };
    for (const [lng, namespaces] of Object.entries(options.resources ?? {})) {
      for (const [ns, texts] of Object.entries(namespaces)) this.addResourceBundle(lng, ns, texts);
    }
    this.setLanguage(options.lng);
    await this.loadNamespaces(this.options.ns);
    this.isInitialized = true;
    this.emit('initialized', this.options);
    this.emit('languageChanged', this.language);
    return this.t;
  }

  addResourceBundle(lng: string, ns: string, texts: ResourceKey): this {
    this.data[lng] ??= {};
    this.data[lng][ns] = { ...this.data[lng][ns], ...(texts as Namespace) };
    return this;
  }

  hasLoadedNamespace(ns: string, options: { lng?: string } = {}): boolean {
    return this.data[options.lng ?? this.language]?.[ns] !== undefined;
  }

  /** Loads namespaces in the current language; they are loaded again in each language switched to. */
  loadNamespaces(ns: string | readonly string[], callback?: (error: unknown) => void): Promise<void> {
    const list = typeof ns === 'string' ? [ns] : [...ns];
    for (const n of list) if (!this.options.ns.includes(n)) this.options.ns.push(n);
    const done = this.load(this.language, list);
    if (callback) done.then(() => callback(null));
    return done;
  }

  async changeLanguage(lng: string, callback?: (error: unknown, t: this['t']) => void): Promise<this['t']> {
    // Like i18next: every namespace in use is there in the new language before anything re-renders.
    await this.load(lng, this.options.ns);
    this.setLanguage(lng);
    this.emit('languageChanged', lng);
    callback?.(null, this.t);
    return this.t;
  }

  getFixedT(lng?: string | null, ns?: string | readonly string[] | null, keyPrefix?: string) {
    return (key: string | string[], values?: Values | string) => {
      const options: Values = typeof values === 'string' ? { defaultValue: values } : { ...values };
      const prefixed = (k: string) => (keyPrefix ? `${keyPrefix}.${k}` : k);
      return this.translate(Array.isArray(key) ? key.map(prefixed) : [prefixed(key)], {
        lng: lng ?? undefined,
        ns: (Array.isArray(ns) ? ns[0] : ns) ?? undefined,
        ...options,
      });
    };
  }

  t = (key: string | string[], values?: Values | string): string => this.getFixedT(null, null)(key, values);

  exists(key: string, values: Values = {}): boolean {
    return this.lookup(key, values) !== undefined;
  }

  on(events: string, listener: Listener): this {
    for (const event of events.split(' ').filter(Boolean)) {
      if (!this.listeners.has(event)) this.listeners.set(event, new Set());
      this.listeners.get(event)?.add(listener);
    }
    return this;
  }

  off(events: string, listener?: Listener): void {
    for (const event of events.split(' ').filter(Boolean)) {
      if (listener) this.listeners.get(event)?.delete(listener);
      else this.listeners.delete(event);
    }
  }

  once(event: string, listener: Listener): void {
    const wrapped: Listener = (...args) => {
      this.off(event, wrapped);
      listener(...args);
    };
    this.on(event, wrapped);
  }

  emit(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }

  private setLanguage(lng: string): void {
    this.language = lng;
    this.resolvedLanguage = lng;
    this.languages = [lng];
  }

  private load(lng: string, namespaces: readonly string[]): Promise<void> {
    const backend = this.backend;
    return Promise.all(
      namespaces.map((ns) => {
        const id = `${lng}|${ns}`;
        if (this.hasLoadedNamespace(ns, { lng }) || !backend) return undefined;
        let pending = this.pending.get(id);
        if (!pending) {
          pending = new Promise<void>((resolve) => {
            backend.read(lng, ns, (error, data) => {
              // A namespace that failed to load counts as loaded (empty), as in i18next: keys show.
              this.addResourceBundle(lng, ns, !error && data && typeof data === 'object' ? data : {});
              this.pending.delete(id);
              resolve();
            });
          });
          this.pending.set(id, pending);
        }
        return pending;
      }),
    ).then(() => undefined);
  }

  private pluralRules(lng: string): Intl.PluralRules {
    let rules = this.plurals.get(lng);
    if (!rules) {
      rules = new Intl.PluralRules(lng);
      this.plurals.set(lng, rules);
    }
    return rules;
  }

  private lookup(key: string, values: Values): string | undefined {
    const [ns = values.ns ?? this.options.defaultNS, path] = splitKey(key);
    const lng = values.lng ?? this.language;
    const texts = this.data[lng]?.[ns];
    const find = (p: string): unknown =>
      isPath(p)
        ? p.split('.').reduce<unknown>((node, part) => (node as Namespace | undefined)?.[part], texts)
        : texts?.[p];
    if (typeof values.count === 'number') {
      const suffixes = values.count === 0 ? ['zero'] : [];
      suffixes.push(this.pluralRules(lng).select(values.count));
      for (const suffix of suffixes) {
        const text = find(`${path}_${suffix}`);
        if (typeof text === 'string') return text;
      }
    }
    const text = find(path);
    return typeof text === 'string' ? text : undefined;
  }

  private translate(keys: string[], values: Values): string {
    let text: string | undefined;
    for (const key of keys) {
      text = this.lookup(key, values);
      if (text !== undefined) break;
    }
    if (text === undefined) {
      if (values.defaultValue !== undefined) text = values.defaultValue;
      else {
        return splitKey(keys.at(-1) ?? '')[1];
      }
    }
    // As i18next: a value that is not given leaves its placeholder; null prints nothing.
    return text.replace(INTERPOLATION, (match, name: string) => {
      const value = name
        .split('.')
        .reduce<unknown>((node, part) => (node as Namespace | undefined)?.[part], values);
      if (value === undefined) return match;
      return value === null ? '' : String(value);
    });
  }
}
