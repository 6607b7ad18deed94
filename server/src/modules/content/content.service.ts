/**
 * Content shown to everyone: the common menu, the app version check, agreements, FAQ articles and "about
 * us" with the filing numbers. Texts are stored in zh-Hans and en and answered in the caller's language.
 */
import type { Locale } from '@common/i18n';
import { MSG } from '@common/messages';
import type { Clock } from '../../core/clock';
import type { Db } from '../../db/connect';
import { toIso } from '../../db/time';
import type { AgreementRow, ArticleRow, IntroRow, IntroUpdate } from '../../db/types';
import { refuse } from '../../http/errors';
import { createContentRepository } from './content.repository';

export interface MenuItem {
  id: number;
  name: string;
  icon: string;
  path: string;
  sort: number;
}

export interface AppVersionInfo {
  /** A version code: the app prompts to update when this exceeds its installed code (1055 for 1.1.4). */
  minimumVersion: number;
  updateLog: string;
  forceUpdates: boolean;
  downloadUrl: string;
}

export interface AgreementSummary {
  id: number;
  type: string;
  version: string;
  title: string;
  updatedAt: string;
}

export interface Agreement extends AgreementSummary {
  /** Plain text; paragraphs separated by a blank line. */
  content: string;
}

export interface ArticleSummary {
  id: number;
  title: string;
  summary: string;
  updatedAt: string;
}

export interface Article extends ArticleSummary {
  content: string;
}

export interface Intro {
  id: number;
  title: string;
  content: string;
  company: string;
  address: string;
  icp: string;
  /** The MIIT filing search, where an ICP number links to. */
  icpUrl: string;
  policeFiling: string;
  /** The public security filing search for this number. */
  policeFilingUrl: string;
  contactPhone: string;
  contactEmail: string;
  updatedAt: string;
}

/** Both languages, for the operator editing "about us". */
export interface IntroRecord {
  id: number;
  titleZh: string;
  titleEn: string;
  contentZh: string;
  contentEn: string;
  companyZh: string;
  companyEn: string;
  addressZh: string;
  addressEn: string;
  icp: string;
  policeFiling: string;
  contactPhone: string;
  contactEmail: string;
  updatedAt: string;
}

export type IntroChanges = Partial<Omit<IntroRecord, 'id' | 'updatedAt'>> & { id?: number };

export const ICP_URL = 'https://beian.miit.gov.cn/';

const pick = <T extends string>(row: Record<`${T}_zh` | `${T}_en`, string>, name: T, locale: Locale): string =>
  locale === 'en' ? row[`${name}_en`] : row[`${name}_zh`];

function agreementSummary(row: AgreementRow, locale: Locale): AgreementSummary {
  return {
    id: row.id,
    type: row.type,
    version: row.version,
    title: pick(row, 'title', locale),
    updatedAt: row.updated_at,
  };
}

function articleSummary(row: ArticleRow, locale: Locale): ArticleSummary {
  return {
    id: row.id,
    title: pick(row, 'title', locale),
    summary: pick(row, 'summary', locale),
    updatedAt: row.updated_at,
  };
}

function intro(row: IntroRow, locale: Locale): Intro {
  const digits = row.police_filing.replace(/\D/g, '');
  return {
    id: row.id,
    title: pick(row, 'title', locale),
    content: pick(row, 'content', locale),
    company: pick(row, 'company', locale),
    address: pick(row, 'address', locale),
    icp: row.icp,
    icpUrl: ICP_URL,
    policeFiling: row.police_filing,
    policeFilingUrl: `https://beian.mps.gov.cn/#/query/webSearch?code=${digits}`,
    contactPhone: row.contact_phone,
    contactEmail: row.contact_email,
    updatedAt: row.updated_at,
  };
}

function introRecord(row: IntroRow): IntroRecord {
  return {
    id: row.id,
    titleZh: row.title_zh,
    titleEn: row.title_en,
    contentZh: row.content_zh,
    contentEn: row.content_en,
    companyZh: row.company_zh,
    companyEn: row.company_en,
    addressZh: row.address_zh,
    addressEn: row.address_en,
    icp: row.icp,
    policeFiling: row.police_filing,
    contactPhone: row.contact_phone,
    contactEmail: row.contact_email,
    updatedAt: row.updated_at,
  };
}

const notFound = () => refuse(MSG.content.notFound);

export function createContentService({
  db,
  appDownloadUrl,
  clock,
}: {
  db: Db;
  appDownloadUrl?: string;
  clock?: Clock;
}) {
  const repo = createContentRepository(db);
  return {
    async menus(): Promise<MenuItem[]> {
      const rows = await repo.listMenus();
      return rows.map(({ id, name, icon, path, sort }) => ({ id, name, icon, path, sort }));
    },

    async appVersion(name: string, locale: Locale): Promise<AppVersionInfo> {
      const row = await repo.findAppVersion(name);
      if (!row) throw refuse(MSG.errors.appInfoFailed);
      return {
        minimumVersion: row.minimum_version,
        updateLog: locale === 'en' && row.update_log_en ? row.update_log_en : row.update_log,
        forceUpdates: row.force_updates === 1,
        // The spec's download link is fixed: configuration wins over the stored row.
        downloadUrl: appDownloadUrl ?? row.download_url,
      };
    },

    async agreement(type: string, locale: Locale): Promise<Agreement> {
      const row = await repo.currentAgreement(type);
      if (!row) throw notFound();
      return { ...agreementSummary(row, locale), content: pick(row, 'content', locale) };
    },

    async agreementById(id: number, locale: Locale): Promise<Agreement> {
      const row = await repo.findAgreement(id);
      if (!row) throw notFound();
      return { ...agreementSummary(row, locale), content: pick(row, 'content', locale) };
    },

    async agreements(locale: Locale): Promise<AgreementSummary[]> {
      return (await repo.currentAgreements()).map((row) => agreementSummary(row, locale));
    },

    async articles(locale: Locale, limit: number, offset: number): Promise<{ rows: ArticleSummary[]; total: number }> {
      const { rows, total } = await repo.listArticles('faq', limit, offset);
      return { rows: rows.map((row) => articleSummary(row, locale)), total };
    },

    async article(id: number, locale: Locale): Promise<Article> {
      const row = await repo.findArticle(id);
      if (!row) throw notFound();
      return { ...articleSummary(row, locale), content: pick(row, 'content', locale) };
    },

    async intro(locale: Locale): Promise<Intro> {
      const row = await repo.currentIntro();
      if (!row) throw notFound();
      return intro(row, locale);
    },

    async intros(locale: Locale, limit: number, offset: number): Promise<{ rows: Intro[]; total: number }> {
      const { rows, total } = await repo.listIntros(limit, offset);
      return { rows: rows.map((row) => intro(row, locale)), total };
    },

    /** Operators: changes the fields sent of the intro `id` (default: the current one). */
    async updateIntro(changes: IntroChanges): Promise<IntroRecord> {
      const row = changes.id === undefined ? await repo.currentIntro() : await repo.findIntro(changes.id);
      if (!row) throw notFound();
      const columns: Record<keyof Omit<IntroChanges, 'id'>, keyof IntroUpdate> = {
        titleZh: 'title_zh',
        titleEn: 'title_en',
        contentZh: 'content_zh',
        contentEn: 'content_en',
        companyZh: 'company_zh',
        companyEn: 'company_en',
        addressZh: 'address_zh',
        addressEn: 'address_en',
        icp: 'icp',
        policeFiling: 'police_filing',
        contactPhone: 'contact_phone',
        contactEmail: 'contact_email',
      };
      const update: Record<string, string> = {};
      for (const [field, column] of Object.entries(columns)) {
        const value = changes[field as keyof typeof columns];
        if (value !== undefined) update[column] = value;
      }
      update.updated_at = toIso(clock ? clock.now() : Date.now());
      await repo.updateIntro(row.id, update as IntroUpdate);
      return introRecord((await repo.findIntro(row.id))!);
    },
  };
}
