/** Response shapes of the company calls (they feed the OpenAPI document). */
import { COMPANY_SIZES, COMPANY_STATUSES, COMPANY_TYPES } from '@common/company';
import { z } from 'zod';

const time = z.string().describe('ISO 8601');

export const companyResponseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  website: z.string(),
  contact: z.string().describe('contact phone, 11 digits'),
  region: z.string().describe('6-digit region code'),
  regionName: z.string().describe('short display name, e.g. 杭州·西湖区'),
  addressDetail: z.string(),
  size: z.enum(COMPANY_SIZES).nullable().describe('null only for rows saved before the code set'),
  type: z.enum(COMPANY_TYPES).nullable(),
  slogan: z.string(),
  introduction: z.string(),
  logo: z.string(),
  businessLicense: z.string(),
  sealLetter: z.string(),
  links: z.array(z.object({ title: z.string(), url: z.string() })),
  acceptTerms: z.boolean(),
  acceptAuthorization: z.boolean(),
  status: z.enum(COMPANY_STATUSES).describe('draft = saved, not submitted for verification'),
  reviewReason: z.string().nullable().describe('why the review failed (audit_failed)'),
  submittedAt: time.nullable(),
  reviewedAt: time.nullable(),
  createdAt: time,
  updatedAt: time,
});

export const companyReviewRowSchema = companyResponseSchema.extend({
  ownerUserId: z.number().int(),
  ownerNickname: z.string(),
});
