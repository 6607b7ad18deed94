import { create } from 'zustand';
import { format, DEFAULT_LOCALE, resolveLocale, type Catalogue, type Catalogues, type Locale } from '@common/i18n';
import { messages, registerMessages } from '@common/messages';
import { zhHans } from '../locales/zh-Hans';
import { loadEnCatalogue } from './en-catalogue';
import { getItem, setItem, STORAGE_KEYS } from './storage';

/**
 * Every user-visible string goes through here: the shared catalogue of common/ (rules, errors) merged
 * with the app's own UI catalogue. zh-Hans is the default; the choice persists in storage.
 */
const catalogues: Catalogues = {
  'zh-Hans': { ...messages['zh-Hans'], ...zhHans },
  // The app's English strings arrive with loadEnglish(); until then, missing keys fall back to zh-Hans.
  en: { ...messages.en },
};

/** English strings of features (see addStrings), kept apart so the English chunk does not drop them. */
const featureEnglish: Catalogue = {};

/**
 * A feature's own UI strings in both languages, added when its code loads: on H5 they then travel in
 * the feature's chunk rather than in the first page (src/locales keeps what every page needs).
 */
export function addStrings(strings: Record<Locale, Catalogue>): void {
  Object.assign(catalogues['zh-Hans'], strings['zh-Hans']);
  Object.assign(featureEnglish, strings.en);
  Object.assign(catalogues.en, strings.en);
}

/**
 * A domain's shared texts (common/messages.<domain>.ts), added by the domain's screens: into the shared
 * catalogue (so common's rules translate them) and into the app's (so `t` does).
 */
export function addDomainMessages(tables: Record<Locale, Catalogue>): void {
  registerMessages('zh-Hans', tables['zh-Hans']);
  registerMessages('en', tables.en);
  addStrings(tables);
}

/** A failed English chunk (H5, a flaky network) is fetched again after this long, while English is chosen. */
export const ENGLISH_RETRY_MS = 5_000;

let english: Promise<void> | undefined;
function loadEnglish(): Promise<void> {
  english ??= loadEnCatalogue().then(
    (en) => {
      catalogues.en = { ...messages.en, ...en, ...featureEnglish };
      useLocale.setState((s) => ({ version: s.version + 1 }));
    },
    () => {
      english = undefined;
      // Meanwhile texts fall back to Chinese; try again rather than leave them so until the next switch.
      setTimeout(() => {
        if (useLocale.getState().locale === 'en') void loadEnglish();
      }, ENGLISH_RETRY_MS);
    },
  );
  return english;
}

function initialLocale(): Locale {
  const stored = getItem<string>(STORAGE_KEYS.locale);
  return stored ? resolveLocale(stored) : DEFAULT_LOCALE;
}

interface LocaleState {
  locale: Locale;
  /** Bumped when a catalogue finishes loading, so that components translate again. */
  version: number;
  setLocale: (locale: Locale) => void;
}

export const useLocale = create<LocaleState>((set) => ({
  locale: initialLocale(),
  version: 0,
  setLocale: (locale) => {
    setItem(STORAGE_KEYS.locale, locale);
    set({ locale });
    if (locale === 'en') void loadEnglish();
  },
}));

if (useLocale.getState().locale === 'en') void loadEnglish();

/** Resolves once the current language's catalogue is complete (tests, first render). */
export function catalogueReady(): Promise<void> {
  return useLocale.getState().locale === 'en' ? loadEnglish() : Promise.resolve();
}

export type TranslateParams = Record<string, string | number>;

/** Translates with the current locale (outside React: request layer, platform code). */
export function t(key: string, params?: TranslateParams): string {
  return format(catalogues, useLocale.getState().locale, key, params);
}

/** Translates with an explicit locale. */
export function translate(locale: Locale, key: string, params?: TranslateParams): string {
  return format(catalogues, locale, key, params);
}

/** React hook: re-renders when the language changes. */
export function useT(): (key: string, params?: TranslateParams) => string {
  const locale = useLocale((s) => s.locale);
  useLocale((s) => s.version);
  return (key, params) => format(catalogues, locale, key, params);
}

export function currentLocale(): Locale {
  return useLocale.getState().locale;
}
