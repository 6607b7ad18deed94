/**
 * A company's public homepage: `GET companies/{id}`. Anyone may read it, without a token:
 * an approved company (any other answers 'not found', as an unknown id), the positions its recruiters
 * published to the homepage (发布到公司主页) that seekers can apply to now, and its recruiters as seekers
 * see them (name, title, avatar, last active; never a phone).
 *
 * Its own file, not common/company.ts: the page's positions are position summaries (common/positions.ts),
 * and common/positions.ts reads the company code sets from common/company.ts at load, so company.ts cannot
 * import positions.ts back.
 */
import { z } from 'zod';
import { defineCalls } from './call';
import { COMPANY_SIZES, COMPANY_TYPES } from './company';
import { positionSummarySchema } from './positions';
import { idPath } from './validation';

const time = z.string().describe('ISO 8601');

/** A recruiter as seekers see one: on the company page and (name, title) on a job. */
export const publicRecruiterSchema = z.object({
  userId: z.number().int(),
  name: z.string().describe("the name set in settings (王女士), else the account's nickname"),
  title: z.string().describe("the title set in settings (HR经理); '' when none"),
  avatar: z.string().nullable(),
  lastActiveAt: time.nullable().describe("the recruiter's last request (minute precision)"),
  verified: z.boolean().describe('a verified recruiter (已认证): the platform checked who they are and their company'),
});
export type PublicRecruiter = z.infer<typeof publicRecruiterSchema>;

export const companyPageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string().describe("'' when none"),
  verified: z.boolean().describe('verified by the platform (only approved companies have a page, so true)'),
  size: z.enum(COMPANY_SIZES).nullable().describe('labels: COMPANY_SIZE_LABEL'),
  type: z.enum(COMPANY_TYPES).nullable().describe('labels: COMPANY_TYPE_LABEL'),
  industry: z
    .string()
    .nullable()
    .describe('the industry most of its homepage positions name (the company record has none); null without'),
  slogan: z.string(),
  introduction: z.string(),
  website: z.string().describe("http(s); '' when none"),
  links: z.array(z.object({ title: z.string(), url: z.string() })).describe('external links, http(s)'),
  region: z.string().describe('6-digit region code'),
  regionName: z.string().describe('short display name, e.g. 杭州·西湖区'),
  addressDetail: z.string(),
  latitude: z
    .number()
    .nullable()
    .describe("the centre of the company's region (GCJ-02): the address is the exact place"),
  longitude: z.number().nullable(),
  positions: z
    .array(positionSummarySchema)
    .describe('published to the homepage, approved and open for applying; newest first (at most 50)'),
  recruiters: z.array(publicRecruiterSchema),
});
export type CompanyPage = z.infer<typeof companyPageSchema>;

export const companyPageCalls = /* @__PURE__ */ defineCalls('company', () => ({
  page: {
    method: 'GET',
    path: '/companies/:id',
    access: 'public',
    answer: 'data',
    params: idPath,
    response: companyPageSchema,
    summary: "A company's public homepage: the company, its homepage positions, its recruiters",
    description:
      "Approved companies only (any other id answers 'not found'). Positions: approved, open and published to the homepage (showOnCompanyPage). Recruiters: name, title, avatar and last activity, no phone. May come from the public cache (up to PUBLIC_CACHE_SECONDS old).",
  },
}));
