/** Response shapes of the account and login calls (they feed the OpenAPI document). */
import { IDENTITIES } from '@common/constants';
import { z } from 'zod';

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

export const loginAnswerSchema = z.object({
  token: z.string().describe('bearer token (JWT naming a server-side session)'),
  expiresAt: z.string().describe('ISO 8601 end of the session'),
  user: accountInfoSchema,
  needPhone: z
    .boolean()
    .describe('true: a WeChat / Alipay account without a phone; bind one with app/updateUserByPhone'),
});
