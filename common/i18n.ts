/**
 * Shared message catalogue core. Rules and errors in common/ never carry display text: they carry a
 * message key (and optional params), and the app or the server turns the key into text in the
 * user's language with `translate`. This keeps one source for every message in both languages.
 */
export const LOCALES = ['zh-Hans', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-Hans';

export type Catalogue = Record<string, string>;
export type Catalogues = Record<Locale, Catalogue>;

/** Accepts 'zh', 'zh-CN', 'zh-Hans', 'en-US', an Accept-Language header, ...; defaults to zh-Hans. */
export function resolveLocale(input?: string | null): Locale {
  if (!input) return DEFAULT_LOCALE;
  const first = input.split(',')[0].trim().toLowerCase();
  if (first.startsWith('en')) return 'en';
  return DEFAULT_LOCALE;
}

/** Replaces `{name}` placeholders with params. Unknown keys fall back to zh-Hans, then to the key itself. */
export function format(
  catalogues: Catalogues,
  locale: Locale,
  key: string,
  params?: Record<string, string | number>,
): string {
  const text = catalogues[locale][key] ?? catalogues[DEFAULT_LOCALE][key] ?? key;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}
