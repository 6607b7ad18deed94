/**
 * The account (server module `account`): what the account calls answer. The request bodies of the account
 * calls (profile, password, identity) are in ./auth with the login forms they share rules with.
 */
import { z } from 'zod';
import { IDENTITIES } from './constants';

/** `GET user/userInfos`, `PUT user/profile`, and `user` in every login answer. */
export const accountInfoSchema = z.object({
  id: z.number().int(),
  phone: z.string().nullable().describe('masked, e.g. 138****5678; null until a WeChat / Alipay account binds one'),
  nickname: z.string(),
  avatar: z.string().nullable().describe('an upload path such as /api/uploads/<name>.png, or an http(s) URL'),
  identity: z.enum(IDENTITIES).nullable(),
  language: z.string().describe('zh-Hans | en'),
  role: z.enum(['user', 'operator']),
  hasPassword: z.boolean().describe('false: the account never set a password (use findPwd to set one)'),
  wechatBound: z.boolean(),
  createdAt: z.string(),
});
export type AccountInfo = z.infer<typeof accountInfoSchema>;

/** `POST user/identity`: the identity now, and the page to open next. */
export const identitySwitchedSchema = z.object({
  identity: z.enum(IDENTITIES),
  next: z
    .string()
    .nullable()
    .describe(
      "'pages/resume/basic' for a new seeker (personal information), 'pages/AddCompanyDetails/AddCompanyDetails' for a recruiter without a company, else null",
    ),
});
export type IdentitySwitched = z.infer<typeof identitySwitchedSchema>;
