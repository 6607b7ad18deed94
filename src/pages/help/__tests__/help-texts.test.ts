/**
 * The help center tells the truth about the app: every menu path its texts name ("我的—账号设置—绑定手机",
 * "Me > Account settings > Phone") is a real entry of the personal center (and of the page it opens), and
 * every label an FAQ article quotes (“投递简历”, "Apply") is a text the app shows. A renamed or removed entry
 * fails here until the texts follow.
 */
import type { Catalogue, Locale } from '@common/i18n';
import { messages } from '@common/messages';
import { en as commonEnglish } from '@common/messages.en';
import { serverEn, serverZhHans } from '@common/messages.server';
import { INITIAL_AGREEMENTS, INITIAL_INTRO } from '../../../../server/src/db/migrations/0003_content.data';
import { HELP_ARTICLES, UPDATE_LOG } from '../../../../server/src/db/migrations/0013_help_texts.data';

jest.mock('@tarojs/taro', () => {
  const fake = jest.requireActual('../../../../test/app/fake-taro').createFakeTaro();
  return { __esModule: true, default: fake, ...fake };
});

const tables: Array<Record<Locale, Catalogue>> = [];
jest.mock('@/lib/i18n', () => {
  const actual = jest.requireActual('@/lib/i18n');
  return {
    ...actual,
    addStrings: (strings: Record<Locale, Catalogue>) => tables.push(strings),
    addDomainMessages: (strings: Record<Locale, Catalogue>) => tables.push(strings),
  };
});

import { zhHans } from '@/locales/zh-Hans';
import { en } from '@/locales/en';
import {
  COMMON_ENTRIES,
  RECRUITER_ENTRIES,
  SEEKER_ENTRIES,
  SETTINGS_ROWS,
  type CenterEntry,
} from '@/features/account/menu-entries';

/** Every feature's strings (the app shows them on its screens). */
const STRING_MODULES = [
  '@/features/applications/strings',
  '@/features/chat/strings',
  '@/features/chat/start-chat-strings',
  '@/features/company/strings',
  '@/features/positions/strings',
  '@/features/account/strings',
  '@/features/auth/phone-strings',
  '@/features/auth/strings',
  '@/locales/recruiting',
  '@/locales/account',
  '@/features/resume/strings',
  '@/features/content/strings',
  '@/features/contracts/strings',
  '@/features/oa/strings',
  '@/features/assistant/strings',
  '@/features/notifications/strings',
];

let catalogue: Record<Locale, Catalogue>;
beforeAll(() => {
  for (const name of STRING_MODULES) require(name);
  catalogue = {
    'zh-Hans': Object.assign({}, messages['zh-Hans'], serverZhHans, zhHans, ...tables.map((table) => table['zh-Hans'])),
    // English arrives in its own chunk in the app: gather it from where it is written.
    en: Object.assign({}, commonEnglish, serverEn, en, ...tables.map((table) => table.en)),
  };
});

const ROOT = { 'zh-Hans': '我的', en: 'Me' } as const;
const PATTERNS = {
  'zh-Hans': { path: /“(我的(?:—[^”—]+)+)”/g, separator: '—', quote: /“([^”]+)”/g },
  en: { path: /"(Me(?: > [^">]+)+)"/g, separator: ' > ', quote: /"([^"]+)"/g },
} as const;

/** The pages a second path segment opens, with the rows a third segment may name. */
const PAGE_ROWS: Partial<Record<CenterEntry['route'], readonly string[]>> = {
  'pages/users/user_edit/index': SETTINGS_ROWS,
};

const texts = (locale: Locale): Array<[where: string, text: string]> => {
  const zh = locale === 'zh-Hans';
  return [
    ...HELP_ARTICLES.map((a) => [`article ${a.titleEn}`, zh ? a.contentZh + a.summaryZh : a.contentEn + a.summaryEn]),
    ...INITIAL_AGREEMENTS.map((a) => [`agreement ${a.type}`, zh ? a.contentZh : a.contentEn]),
    ['about us', zh ? INITIAL_INTRO.contentZh : INITIAL_INTRO.contentEn],
    ['update log', zh ? UPDATE_LOG.zh : UPDATE_LOG.en],
  ] as Array<[string, string]>;
};

describe.each(['zh-Hans', 'en'] as const)('help texts in %s', (locale) => {
  const label = (key: string) => catalogue[locale][key];

  it('name only menu paths the app has', () => {
    const entries = [...SEEKER_ENTRIES, ...RECRUITER_ENTRIES, ...COMMON_ENTRIES];
    const paths: string[] = [];
    for (const [where, text] of texts(locale)) {
      for (const [, path] of text.matchAll(PATTERNS[locale].path)) {
        paths.push(path);
        const [root, entryName, rowName, ...rest] = path.split(PATTERNS[locale].separator);
        expect({ where, path, root }).toEqual({ where, path, root: ROOT[locale] });
        const entry = entries.find((e) => label(e.label) === entryName);
        expect({ where, path, found: entry !== undefined }).toEqual({ where, path, found: true });
        if (rowName !== undefined) {
          const rows = PAGE_ROWS[entry!.route] ?? [];
          expect({ where, path, row: rows.some((key) => label(key) === rowName) }).toEqual({ where, path, row: true });
        }
        expect({ where, path, deeper: rest }).toEqual({ where, path, deeper: [] });
      }
    }
    // The texts do name paths: a change that stops the pattern from matching fails too.
    expect(paths.length).toBeGreaterThanOrEqual(8);
  });

  it('quote in their articles only labels the app shows', () => {
    const values = new Set(Object.values(catalogue[locale]).map((v) => v.trim()));
    let quoted = 0;
    for (const article of HELP_ARTICLES) {
      const text = locale === 'zh-Hans' ? article.contentZh : article.contentEn;
      for (const [, term] of text.matchAll(PATTERNS[locale].quote)) {
        if (term.startsWith(ROOT[locale])) continue;
        quoted += 1;
        expect({ article: article.titleEn, term, shown: values.has(term) }).toEqual({
          article: article.titleEn,
          term,
          shown: true,
        });
      }
    }
    expect(quoted).toBeGreaterThanOrEqual(15);
  });
});
