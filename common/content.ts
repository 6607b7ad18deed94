/**
 * Content of the help center and the app shell (server module `content`): the common menu, the version
 * check, agreements, FAQ articles and "about us", answered in the caller's language, and what operators
 * send to change "about us". The OpenAPI document is built from these.
 */
import { z } from 'zod';
import { defineCalls } from './call';
import { MSG } from './messages';
import { recordIdSchema, requiredText } from './validation';
import { idPath, pageQuery } from './validation/paging';

export const menuItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string().describe('symbolic icon name the app maps to its icon set'),
  path: z.string().describe('absolute page path, e.g. /pages/resume/index'),
  sort: z.number().int(),
});

export const versionInfoSchema = z.object({
  minimumVersion: z.number().int().describe('version code; the app prompts when it exceeds its own (1055)'),
  updateLog: z.string(),
  forceUpdates: z.boolean(),
  downloadUrl: z.string(),
});

export const agreementSummarySchema = z.object({
  id: z.number().int(),
  type: z.string().describe('user | privacy | company'),
  version: z.string(),
  title: z.string(),
  updatedAt: z.string(),
});
export const agreementSchema = agreementSummarySchema.extend({
  content: z.string().describe('plain text, paragraphs split by a blank line'),
});
export const articleSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  updatedAt: z.string(),
});
export const articleSchema = articleSummarySchema.extend({
  content: z.string().describe('plain text, paragraphs split by a blank line'),
});
export const introSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  company: z.string(),
  address: z.string(),
  icp: z.string().describe('ICP filing number, e.g. 浙ICP备2026000000号-1'),
  icpUrl: z.string(),
  policeFiling: z.string().describe('public security filing number'),
  policeFilingUrl: z.string(),
  contactPhone: z.string(),
  contactEmail: z.string(),
  updatedAt: z.string(),
});
export const introRecordSchema = z.object({
  id: z.number().int(),
  titleZh: z.string(),
  titleEn: z.string(),
  contentZh: z.string(),
  contentEn: z.string(),
  companyZh: z.string(),
  companyEn: z.string(),
  addressZh: z.string(),
  addressEn: z.string(),
  icp: z.string(),
  policeFiling: z.string(),
  contactPhone: z.string(),
  contactEmail: z.string(),
  updatedAt: z.string(),
});
/** Every field optional: only the fields sent change; empty text is refused. */
const nonEmpty = (max: number) => requiredText(max).optional();
export const introUpdateSchema = z.object({
  id: recordIdSchema.optional(),
  titleZh: nonEmpty(50),
  titleEn: nonEmpty(100),
  contentZh: nonEmpty(5000),
  contentEn: nonEmpty(10000),
  companyZh: nonEmpty(100),
  companyEn: nonEmpty(200),
  addressZh: nonEmpty(200),
  addressEn: nonEmpty(300),
  icp: nonEmpty(50),
  policeFiling: nonEmpty(50),
  contactPhone: nonEmpty(30),
  contactEmail: nonEmpty(100),
});

export type MenuItem = z.infer<typeof menuItemSchema>;
export type VersionInfo = z.infer<typeof versionInfoSchema>;
export type AgreementSummary = z.infer<typeof agreementSummarySchema>;
export type Agreement = z.infer<typeof agreementSchema>;
export type ArticleSummary = z.infer<typeof articleSummarySchema>;
export type Article = z.infer<typeof articleSchema>;
export type Intro = z.infer<typeof introSchema>;
export type IntroRecord = z.infer<typeof introRecordSchema>;
export type IntroUpdateBody = z.infer<typeof introUpdateSchema>;

// ---- Calls (common/call.ts): public reads in the caller's language; operators change "about us" -----------

/** A short name the query must carry (a platform, an agreement type). */
const requiredName = () =>
  z
    .string({ error: MSG.validation.required })
    .trim()
    .min(1, { error: MSG.validation.required })
    .max(32, { error: MSG.validation.tooLong });

export const contentCalls = /* @__PURE__ */ defineCalls('content', () => ({
  menu: {
    method: 'GET',
    path: '/commonmenu/list',
    access: 'public',
    answer: 'data',
    response: z.array(menuItemSchema),
    summary: 'Home page shortcut menu',
  },
  version: {
    method: 'GET',
    path: '/version/getVersion',
    access: 'public',
    answer: 'data',
    query: z.object({ name: requiredName().describe('platform, e.g. android') }),
    response: versionInfoSchema,
    summary: 'Latest app version for a platform',
  },
  agreement: {
    method: 'GET',
    path: '/app/agreement/get',
    access: 'public',
    answer: 'data',
    query: z.object({ type: requiredName().describe('user | privacy | company') }),
    response: agreementSchema,
    summary: "The current agreement of a type, in the caller's language",
  },
  agreements: {
    method: 'GET',
    path: '/app/agreement/list',
    access: 'public',
    answer: 'page',
    response: agreementSummarySchema,
    summary: 'The current agreement of every type (without content)',
  },
  agreementById: {
    method: 'GET',
    path: '/app/agreement/getData/:id',
    access: 'public',
    answer: 'data',
    params: idPath,
    response: agreementSchema,
    summary: 'One agreement by id',
  },
  articles: {
    method: 'GET',
    path: '/app/article/list',
    access: 'public',
    answer: 'page',
    query: pageQuery,
    response: articleSummarySchema,
    summary: 'Help-center FAQ articles (without content)',
  },
  article: {
    method: 'GET',
    path: '/app/article/:id',
    access: 'public',
    answer: 'data',
    params: idPath,
    response: articleSchema,
    summary: 'One FAQ article',
  },
  intro: {
    method: 'GET',
    path: '/app/intro/selectIntro',
    access: 'public',
    answer: 'data',
    response: introSchema,
    summary: 'About us with the ICP and public security filing numbers',
  },
  intros: {
    method: 'GET',
    path: '/intro/list',
    access: 'public',
    answer: 'page',
    query: pageQuery,
    response: introSchema,
    summary: 'Every "about us" record, newest (current) first',
  },
  updateIntro: {
    method: 'PUT',
    path: '/app/intro',
    access: 'operator',
    answer: 'data',
    body: introUpdateSchema,
    response: introRecordSchema,
    summary: 'Operators: change "about us" (the fields sent, of `id` or of the current record)',
  },
}));
