/**
 * Request bodies of the account calls (the Accounts issue), shared by the app's forms and the server.
 * Each `xxxSchema` is exactly what the server accepts (POST body, or the same fields as a GET query);
 * the `xxxFormSchema` variants add what only the page checks (the ticked user agreement). Messages are
 * catalogue keys (see ./messages), turned into text with `translateIssue` / `firstIssueText`.
 */
import { z } from 'zod';
import { accountInfoSchema } from './account';
import { IDENTITIES } from './constants';
import { LOCALES } from './i18n';
import { MSG } from './messages';
import {
  agreementSchema,
  passwordSchema,
  phoneSchema,
  refinePasswordConfirmation,
  requiredString,
  typeError,
} from './validation';

/** Why a verification code is sent; a code only works for the scene it was sent for. */
export const SMS_SCENES = ['register', 'login', 'findPwd', 'changePhone'] as const;
/** Scenes whose codes only a feature's own call sends (signing a contract): not accepted by app/sendCode. */
export const FEATURE_SMS_SCENES = ['sign'] as const;
export type SmsScene = (typeof SMS_SCENES)[number] | (typeof FEATURE_SMS_SCENES)[number];

/** SMS verification codes are 6 digits. */
export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_PATTERN = /^\d{6}$/;
/** A code is valid for 5 minutes. */
export const SMS_CODE_TTL_SECONDS = 300;
/** At most one code per phone every 60 s ... */
export const SMS_RESEND_SECONDS = 60;
/** ... and 10 a day (the server's calendar day, UTC+8). */
export const SMS_DAILY_LIMIT = 10;
/** A code is burned after this many wrong tries. */
export const SMS_MAX_ATTEMPTS = 5;
/** Failed password logins: at most 10 per phone and 50 per client address in a 15-minute window. */
export const LOGIN_MAX_FAILURES_PER_PHONE = 10;
export const LOGIN_MAX_FAILURES_PER_ADDRESS = 50;
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;
/** Image captcha answers expire after 2 minutes. */
export const CAPTCHA_TTL_SECONDS = 120;
export const NICKNAME_MAX = 20;
export const AVATAR_URL_MAX = 500;
/** '' (no avatar), an upload path answered by `POST uploads`, or an absolute http(s) URL. */
export const AVATAR_URL_PATTERN = /^(|\/api\/uploads\/[\w.-]+|https?:\/\/\S+)$/;

/** The 6-digit SMS code. */
export const smsCodeSchema = requiredString(MSG.validation.smsCode).regex(SMS_CODE_PATTERN, {
  error: MSG.validation.smsCode,
});

/** A password being typed to log in or to prove the old one: only required (old accounts may predate the rules). */
export const currentPasswordSchema = z
  .string({ error: typeError(MSG.validation.password) })
  .min(1, { error: MSG.validation.required });

const confirmPasswordSchema = z.string({ error: typeError() }).min(1, { error: MSG.validation.required });

/** The image captcha's id and the characters typed (4 letters/digits, case-insensitive). */
export const captchaAnswerSchema = z.object({
  uuid: requiredString(MSG.validation.captcha).max(64, { error: MSG.validation.captcha }),
  code: requiredString(MSG.validation.captcha).max(16, { error: MSG.validation.captcha }),
});
export type CaptchaAnswer = z.infer<typeof captchaAnswerSchema>;

/** `app/sendCode`: the captcha fields are required only while the server's captcha gate is on. */
export const sendCodeSchema = z.object({
  phone: phoneSchema,
  scene: z.enum(SMS_SCENES, { error: typeError(MSG.validation.option) }),
  uuid: z
    .string({ error: typeError(MSG.validation.captcha) })
    .trim()
    .max(64)
    .optional(),
  captcha: z
    .string({ error: typeError(MSG.validation.captcha) })
    .trim()
    .max(16)
    .optional(),
  bindTicket: z
    .string()
    .max(1000)
    .optional()
    .describe("changePhone without a bearer token: the needPhone login's ticket (may merge into a registered phone)"),
});
export type SendCodeBody = z.infer<typeof sendCodeSchema>;

/** `app/checkPhone`, `app/getCodeStatus`. */
export const phoneQuerySchema = z.object({ phone: phoneSchema });
export type PhoneQuery = z.infer<typeof phoneQuerySchema>;

const registerShape = {
  phone: phoneSchema,
  code: smsCodeSchema,
  password: passwordSchema,
  confirmPassword: confirmPasswordSchema,
};

/** `app/register`. */
export const registerSchema = z.object(registerShape).superRefine(refinePasswordConfirmation);
export type RegisterBody = z.infer<typeof registerSchema>;
/** The registration page: the body plus the ticked agreement. */
export const registerFormSchema = z
  .object({ ...registerShape, agreement: agreementSchema })
  .superRefine(refinePasswordConfirmation);
export type RegisterForm = z.infer<typeof registerFormSchema>;

const loginByCodeShape = { phone: phoneSchema, code: smsCodeSchema };
/** `app/loginByCode`. */
export const loginByCodeSchema = z.object(loginByCodeShape);
export type LoginByCodeBody = z.infer<typeof loginByCodeSchema>;
export const loginByCodeFormSchema = z.object({ ...loginByCodeShape, agreement: agreementSchema });
export type LoginByCodeForm = z.infer<typeof loginByCodeFormSchema>;

const loginByPwdShape = { phone: phoneSchema, password: currentPasswordSchema };
/** `app/loginByPwd`. */
export const loginByPwdSchema = z.object(loginByPwdShape);
export type LoginByPwdBody = z.infer<typeof loginByPwdSchema>;
export const loginByPwdFormSchema = z.object({ ...loginByPwdShape, agreement: agreementSchema });
export type LoginByPwdForm = z.infer<typeof loginByPwdFormSchema>;

/** `app/findPwd`: same fields as registration, for a registered phone. */
export const findPwdSchema = z.object(registerShape).superRefine(refinePasswordConfirmation);
export type FindPwdBody = z.infer<typeof findPwdSchema>;

/** `user/password`: the new password must be valid, confirmed, and differ from the old one. */
export const updatePasswordSchema = z
  .object({ oldPassword: currentPasswordSchema, password: passwordSchema, confirmPassword: confirmPasswordSchema })
  .superRefine(refinePasswordConfirmation)
  .superRefine((value, ctx) => {
    if (value.oldPassword && value.password && value.oldPassword === value.password) {
      ctx.addIssue({ code: 'custom', message: MSG.validation.samePassword, path: ['password'], input: value.password });
    }
  });
export type UpdatePasswordBody = z.infer<typeof updatePasswordSchema>;

/**
 * `app/updateUserByPhone`: the new phone and the changePhone code sent to it. A no-login call (spec): the
 * caller is the bearer token's account, or the phone-less account named by the `bindTicket` of its login.
 */
export const changePhoneSchema = z.object({
  phone: phoneSchema,
  code: smsCodeSchema,
  bindTicket: z.string().max(1000).optional().describe('from a needPhone login answer, when no bearer token is sent'),
});
export type ChangePhoneBody = z.infer<typeof changePhoneSchema>;

/** `PUT user/profile`: every field optional, only the fields sent change. */
export const profileSchema = z.object({
  nickname: z
    .string({ error: typeError(MSG.validation.nickname) })
    .trim()
    .min(1, { error: MSG.validation.nickname })
    .max(NICKNAME_MAX, { error: MSG.validation.tooLong })
    .optional(),
  /** the URL answered by `POST uploads` (`/api/uploads/<name>`) or an http(s) URL; '' or null removes it */
  avatar: z
    .string({ error: typeError() })
    .trim()
    .max(AVATAR_URL_MAX, { error: MSG.validation.tooLong })
    .regex(AVATAR_URL_PATTERN, { error: MSG.validation.invalid })
    .nullable()
    .optional(),
  language: z.enum(LOCALES, { error: typeError(MSG.validation.option) }).optional(),
});
export type ProfileBody = z.infer<typeof profileSchema>;

/** `user/identity`: anything but seeker/recruiter reads 'No identity! Please select again.' */
export const identitySchema = z.object({
  identity: z.enum(IDENTITIES, { error: MSG.identity.none }),
});
export type IdentityBody = z.infer<typeof identitySchema>;

/** `app/loginByWeChat`: the code of `Taro.login` / `wx.login`. */
export const weChatLoginSchema = z.object({ code: requiredString().max(256, { error: MSG.validation.tooLong }) });
export type WeChatLoginBody = z.infer<typeof weChatLoginSchema>;

/** `app/loginByAlipay`: the auth code of `my.getAuthCode`. */
export const alipayLoginSchema = z.object({ authCode: requiredString().max(256, { error: MSG.validation.tooLong }) });
export type AlipayLoginBody = z.infer<typeof alipayLoginSchema>;

// ---- Responses (the OpenAPI document is built from these) --------------------------------------------

/** Every login and registration answer. */
export const loginAnswerSchema = z.object({
  token: z.string().describe('bearer token (JWT naming a server-side session)'),
  expiresAt: z.string().describe('ISO 8601 end of the session'),
  user: accountInfoSchema,
  needPhone: z
    .boolean()
    .describe('true: a WeChat / Alipay account without a phone; bind one with app/updateUserByPhone'),
  bindTicket: z
    .string()
    .optional()
    .describe('with needPhone: proves the account to app/updateUserByPhone for 15 minutes, without a login'),
});
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** `GET app/captchaImage`. */
export const captchaSchema = z.object({
  captchaEnabled: z.boolean(),
  uuid: z.string(),
  img: z.string().describe('data:image/png;base64,... (280 x 100 pixels; shown at half size)'),
});
export type Captcha = z.infer<typeof captchaSchema>;

/** `POST app/sendCode`. */
export const codeSentSchema = z.object({
  retryAfter: z.number().int().describe('seconds until another code may be sent'),
  expiresIn: z.number().int().describe('seconds the code stays valid'),
});

/** `GET app/getCodeStatus`. */
export const codeStatusSchema = z.object({
  sent: z.boolean(),
  retryAfter: z.number().int().describe('seconds until another code may be sent'),
});
export type CodeStatus = z.infer<typeof codeStatusSchema>;

/** `GET app/checkPhone`. */
export const phoneRegisteredSchema = z.object({ registered: z.boolean() });
