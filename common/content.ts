/**
 * Content of the help center and the app shell (server module `content`): the common menu, the version
 * check, agreements, FAQ articles and "about us", answered in the caller's language, and what operators
 * send to change "about us". The OpenAPI document is built from these.
 */
import { z } from 'zod';
import { recordIdSchema, requiredText } from './validation';

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
