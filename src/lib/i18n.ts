import { create } from 'zustand';
import { format, DEFAULT_LOCALE, resolveLocale, type Catalogues, type Locale } from '@common/i18n';
import { messages } from '@common/messages';
import { zhHans } from '../locales/zh-Hans';
import { en } from '../locales/en';
import { getItem, setItem, STORAGE_KEYS } from './storage';

/**
 * Every user-visible string goes through here: the shared catalogue of common/ (rules, errors) merged
 * with the app's own UI catalogue. zh-Hans is the default; the choice persists in storage.
 */
const catalogues: Catalogues = {
  'zh-Hans': { ...messages['zh-Hans'], ...zhHans },
  en: { ...messages.en, ...en },
};

function initialLocale(): Locale {
  const stored = getItem<string>(STORAGE_KEYS.locale);
  return stored ? resolveLocale(stored) : DEFAULT_LOCALE;
}

interface LocaleState {
  locale: Locale;
  setLocale: (locale: Locale) => void;
}

export const useLocale = create<LocaleState>((set) => ({
  locale: initialLocale(),
  setLocale: (locale) => {
    setItem(STORAGE_KEYS.locale, locale);
    set({ locale });
  },
}));

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
  return (key, params) => format(catalogues, locale, key, params);
}

export function currentLocale(): Locale {
  return useLocale.getState().locale;
}
