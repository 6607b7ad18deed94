/**
 * Feature string tables (`addStrings`): each one gives every key in both languages, and once loaded the
 * keys translate through the app's `t` in Chinese and (after the English chunk) in English.
 */
import type { Catalogue, Locale } from '@common/i18n';

jest.mock('@tarojs/taro', () => {
  const fake = jest.requireActual('../../../test/app/fake-taro').createFakeTaro();
  return { __esModule: true, default: fake, ...fake };
});

const tables: Array<Record<Locale, Catalogue>> = [];
jest.mock('../i18n', () => {
  const actual = jest.requireActual('../i18n');
  return {
    ...actual,
    addStrings: (strings: Record<Locale, Catalogue>) => {
      tables.push(strings);
      actual.addStrings(strings);
    },
    // A module that adds only its domain's shared texts counts as a table too.
    addDomainMessages: (strings: Record<Locale, Catalogue>) => {
      tables.push(strings);
      actual.addDomainMessages(strings);
    },
  };
});

import { catalogueReady, t, useLocale } from '../i18n';

const MODULES = [
  '@/features/applications/strings',
  '@/features/notifications/strings',
  '@/features/review/strings',
  '@/features/positions/map-strings',
  '@/features/chat/strings',
  '@/features/chat/start-chat-strings',
  '@/features/company/strings',
  '@/features/positions/strings',
  '@/features/positions/home-strings',
  '@/features/account/strings',
  '@/features/auth/phone-strings',
  '@/features/auth/strings',
  '@/locales/recruiting',
  '@/locales/account',
  '@/locales/recommend',
  '@/features/resume/strings',
  '@/components/location-picker/strings',
  '@/features/content/strings',
  '@/features/contracts/strings',
  '@/features/contracts/signature-strings',
  '@/features/oa/strings',
  '@/features/assistant/strings',
];

/** How many tables each module added when it loaded. */
const added: Record<string, number> = {};
beforeAll(() => {
  for (const name of MODULES) {
    const before = tables.length;
    require(name);
    added[name] = tables.length - before;
  }
});

test('every feature table has the same keys in zh-Hans and en, none empty', () => {
  for (const name of MODULES) expect({ name, added: added[name] > 0 }).toEqual({ name, added: true });
  for (const table of tables) {
    expect(Object.keys(table.en).sort()).toEqual(Object.keys(table['zh-Hans']).sort());
    for (const locale of ['zh-Hans', 'en'] as const) {
      for (const [key, text] of Object.entries(table[locale]))
        expect({ key, text: text.trim() !== '' }).toEqual({ key, text: true });
    }
  }
});

test('the keys translate in both languages once loaded', async () => {
  useLocale.getState().setLocale('zh-Hans');
  expect(t('candidates.invite')).toBe('邀请面试');
  useLocale.getState().setLocale('en');
  await catalogueReady();
  expect(t('candidates.invite')).toBe('Invite to interview');
  expect(t('review.approve')).toBe('Approve');
  useLocale.getState().setLocale('zh-Hans');
});
