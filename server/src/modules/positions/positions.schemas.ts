/** Response shapes of the position calls (they feed the OpenAPI document). */
import { COMPANY_SIZES, COMPANY_STATUSES, COMPANY_TYPES } from '@common/company';
import { APPLICATION_STATUSES, GENDER_REQUIREMENTS, JOB_TYPES, POSITION_STATUSES, WORK_FORMS } from '@common/constants';
import { EDUCATION_REQUIREMENTS, EXPERIENCES, MY_POSITION_STATUSES } from '@common/positions';
import { z } from 'zod';

const time = z.string().describe('ISO 8601');
const date = z.string().describe('YYYY-MM-DD');

/** A row of `GET positions` (also of the saved and own lists). */
export const positionSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  jobType: z.enum(JOB_TYPES),
  companyId: z.number().int(),
  companyName: z.string(),
  companyLogo: z.string().nullable(),
  regionCode: z.string(),
  regionName: z.string().describe('short display name, e.g. 杭州·西湖区'),
  salaryMin: z.number().int().describe('yuan per month'),
  salaryMax: z.number().int().describe('yuan per month'),
  education: z.enum(EDUCATION_REQUIREMENTS).nullable().describe('labels: EDUCATION_REQUIREMENT_LABEL'),
  experience: z.enum(EXPERIENCES).nullable().describe('labels: EXPERIENCE_LABEL'),
  updatedAt: time.describe('last edit or refresh, whichever is later'),
});

const detailFields = {
  industry: z.string().nullable(),
  gender: z.enum(GENDER_REQUIREMENTS).nullable(),
  requirements: z.string().nullable(),
  workingHours: z.string().nullable(),
  form: z.enum(WORK_FORMS),
  addressDetail: z.string().nullable(),
  recruitStart: date.nullable(),
  recruitEnd: date.nullable().describe('recruitment ends after this China date'),
  headcount: z.number().int().nullable(),
  responsibilities: z.string().nullable(),
  conditions: z.string().nullable(),
  showOnCompanyPage: z.boolean(),
  companySize: z.enum(COMPANY_SIZES).nullable().describe('labels: COMPANY_SIZE_LABEL'),
  companyType: z.enum(COMPANY_TYPES).nullable().describe('labels: COMPANY_TYPE_LABEL'),
  companySlogan: z.string().nullable(),
  status: z.enum(POSITION_STATUSES).describe('as the recruiter sees it: closed once the end date passed'),
  reviewReason: z.string().nullable().describe('why the review failed (audit_failed); null for others than the owner'),
  refreshedAt: time.nullable(),
  createdAt: time,
  latitude: z.number().nullable().describe('the point the recruiter gave (GCJ-02), null when none'),
  longitude: z.number().nullable().describe('with latitude: both or neither'),
};

/** `GET positions/{id}`. */
export const positionDetailSchema = positionSummarySchema.extend({
  ...detailFields,
  recruiterLastActiveAt: time.nullable().describe("the recruiter's last request (minute precision)"),
  saved: z.boolean().describe('the caller saved it (false without a token)'),
  mine: z.boolean().describe("the caller is the position's recruiter"),
  applicationId: z.number().int().nullable().describe("the caller's application to it (null without one or a token)"),
  applicationStatus: z.enum(APPLICATION_STATUSES).nullable().describe('its status: delivered | passed | rejected'),
});

/** A row of `GET positions/mine`. */
export const myPositionSchema = positionSummarySchema.extend({
  status: z.enum(MY_POSITION_STATUSES),
  reviewReason: z.string().nullable(),
  recruitStart: date.nullable(),
  recruitEnd: date.nullable(),
  headcount: z.number().int().nullable(),
  refreshedAt: time.nullable(),
  createdAt: time,
  canRefresh: z.boolean().describe('approved and not refreshed yet today (China day)'),
  visible: z.boolean().describe('seekers can see it now (approved, company approved, not ended)'),
  companyStatus: z.enum(COMPANY_STATUSES),
});

/** A row of `GET positions/saved`. */
export const savedPositionSchema = positionSummarySchema.extend({ savedAt: time });

/** A row of `GET review/positions`. */
export const reviewPositionSchema = positionSummarySchema.extend({
  ...detailFields,
  recruiterUserId: z.number().int(),
  companyStatus: z.enum(COMPANY_STATUSES),
});

export const positionStateSchema = z.object({ id: z.number().int(), status: z.enum(POSITION_STATUSES) });
