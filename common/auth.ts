/**
 * Request bodies of the login and phone-proving calls (the Accounts issue), shared by the app's forms and the
 * server (the calls on a logged-in account, with their bodies, are ./account's).
 * Each `xxxSchema` is exactly what the server accepts (POST body, or the same fields as a GET query);
 * the `xxxFormSchema` variants add what only the page checks (the ticked user agreement). Messages are
 * catalogue keys (see ./messages), turned into text with `translateIssue` / `firstIssueText`.
 */
import { z } from 'zod';
import { accountInfoSchema, confirmPasswordSchema, currentPasswordSchema } from './account';
import { defineCalls } from './call';
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
/** Scenes whose codes only a feature's own call sends (signing a contract, deleting the account): not accepted by app/sendCode. */
export const FEATURE_SMS_SCENES = ['sign', 'deleteAccount'] as const;
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

/** The 6-digit SMS code. */
export const smsCodeSchema = requiredString(MSG.validation.smsCode).regex(SMS_CODE_PATTERN, {
  error: MSG.validation.smsCode,
});

/** The image captcha's id and the characters typed (4 letters/digits, case-insensitive). */
export const captchaAnswerSchema = z.object({
  uuid: requiredString(MSG.validation.captcha).max(64, { error: MSG.validation.captcha }),
  code: requiredString(MSG.validation.captcha).max(16, { error: MSG.validation.captcha }),
});
export type CaptchaAnswer = z.infer<typeof captchaAnswerSchema>;

/**
 * `app/sendCode`: the captcha fields are needed only when the server asks (refused with
 * `auth.captchaRequired`: a phone or an address past its free codes of the hour, or wrong codes typed).
 */
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

/**
 * The agreements a user accepts, by their `agreements.type` (content module): the user agreement and the
 * privacy policy. Accounts record the version of each they accepted (consent records).
 */
export const CONSENT_KINDS = ['user', 'privacy'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

const versionSchema = z.string({ error: typeError() }).trim().min(1).max(32);
/** The version of each agreement the app showed (`app/agreement/list`). */
export const agreementVersionsSchema = z.object({ user: versionSchema, privacy: versionSchema });
export type AgreementVersions = z.infer<typeof agreementVersionsSchema>;

/**
 * What a call that may create an account says about the agreements: the user ticked them, in the versions
 * the app showed (without versions: the current ones). A refusal names what is missing
 * (`auth.termsRequired`: show the checkbox; `auth.termsChanged`: the versions shown are no longer current).
 */
const termsShape = {
  acceptTerms: z
    .boolean({ error: typeError() })
    .optional()
    .describe(
      'true: the user ticked the user agreement and the privacy policy (needed when the call creates an account)',
    ),
  agreementVersions: agreementVersionsSchema
    .optional()
    .describe('the versions the app showed; refused with auth.termsChanged when they are no longer current'),
};

/** A password set later is optional at registration; when one is given it is confirmed. */
const registerBodyShape = {
  phone: phoneSchema,
  code: smsCodeSchema,
  password: passwordSchema.optional(),
  confirmPassword: z.string({ error: typeError() }).optional(),
  ...termsShape,
};

/**
 * `app/register`: the password is optional (set later with app/findPwd); the page sends it twice, and a
 * confirmation that differs is refused.
 */
export const registerSchema = z.object(registerBodyShape).superRefine(refinePasswordConfirmation);
export type RegisterBody = z.infer<typeof registerSchema>;
/** The registration page: the body plus the ticked agreement. */
export const registerFormSchema = z
  .object({ ...registerShape, agreement: agreementSchema })
  .superRefine(refinePasswordConfirmation);
export type RegisterForm = z.infer<typeof registerFormSchema>;

const loginByCodeShape = { phone: phoneSchema, code: smsCodeSchema };
/** `app/loginByCode`: a phone without an account gets one when the agreements are accepted. */
export const loginByCodeSchema = z.object({ ...loginByCodeShape, ...termsShape });
export type LoginByCodeBody = z.infer<typeof loginByCodeSchema>;
/** The spec's GET form of `app/loginByCode`: no agreement fields, so it logs in registered phones only. */
export const loginByCodeQuerySchema = z.object(loginByCodeShape);
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

/** `app/loginByWeChat`: the code of `Taro.login` / `wx.login`. */
export const weChatLoginSchema = z.object({
  code: requiredString().max(256, { error: MSG.validation.tooLong }),
  ...termsShape,
});
export type WeChatLoginBody = z.infer<typeof weChatLoginSchema>;

/**
 * `app/loginByWeChatPhone` (手机号快捷登录): the `detail.code` of a getPhoneNumber button (the phone WeChat
 * vouches for) and the code of `wx.login` (the openid bound to the account).
 */
export const weChatPhoneLoginSchema = z.object({
  phoneCode: requiredString().max(256, { error: MSG.validation.tooLong }),
  loginCode: requiredString().max(256, { error: MSG.validation.tooLong }),
  ...termsShape,
});
export type WeChatPhoneLoginBody = z.infer<typeof weChatPhoneLoginSchema>;

/** `app/bindWeChat`: the code of `wx.login`, binding its openid to the caller (a phone or code login on the weapp). */
export const weChatBindSchema = z.object({ code: requiredString().max(256, { error: MSG.validation.tooLong }) });
export type WeChatBindBody = z.infer<typeof weChatBindSchema>;

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

/** `GET user/consents`: what the caller accepted of each agreement, and whether a newer version waits. */
const acceptedSchema = z
  .object({ version: z.string(), acceptedAt: z.string().describe('ISO 8601') })
  .nullable()
  .describe('null: never accepted');
export const consentStatusSchema = z.object({
  current: z.object({ user: z.string(), privacy: z.string() }).describe('the versions in force'),
  accepted: z.object({ user: acceptedSchema, privacy: acceptedSchema }),
  mustAccept: z.boolean().describe('true: show the agreements and ask again (a version in force was not accepted)'),
});
export type ConsentStatus = z.infer<typeof consentStatusSchema>;

/** `POST user/consents`: the versions the app showed and the user accepted. */
export const acceptConsentsSchema = z.object({ versions: agreementVersionsSchema });
export type AcceptConsentsBody = z.infer<typeof acceptConsentsSchema>;

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
export type CodeSent = z.infer<typeof codeSentSchema>;

/** `GET app/getCodeStatus`. */
export const codeStatusSchema = z.object({
  sent: z.boolean(),
  retryAfter: z.number().int().describe('seconds until another code may be sent'),
});
export type CodeStatus = z.infer<typeof codeStatusSchema>;

/** `GET app/checkPhone`. */
export const phoneRegisteredSchema = z.object({ registered: z.boolean() });

/** `GET app/validateCaptcha`: a wrong answer is refused, so a success is always valid. */
export const captchaValidSchema = z.object({ valid: z.literal(true) });

// ---- Calls (common/call.ts): no login needed unless said ---------------------------------------------
// The app sends POST bodies; the spec's GET query form is accepted too for sendCode, loginByCode, loginByPwd
// and findPwd (`...ByQuery`; the server's logs redact `password`, `code`, `captcha`... in URLs and bodies).
// `optional`: the route reads the bearer token's account when one comes (the changePhone scene, logout).

const SEND_CODE =
  'Send a 6-digit SMS code (a captcha only on risk, refused with auth.captchaRequired; 1 per 60 s, 10 a day per phone; per address and service-wide limits)';
const LOGIN_BY_CODE =
  'Log in with a login-scene code; a new phone gets an account when acceptTerms is true (else auth.termsRequired)';
const LOGIN_BY_PWD = 'Log in with phone and password (10 failures per phone, 50 per address, in 15 minutes)';
const FIND_PWD = 'Set a new password with a findPwd-scene code; every session of the account ends';
const QUERY_FORM = ' (query form)';

export const authCalls = /* @__PURE__ */ defineCalls('auth', () => ({
  captchaImage: {
    method: 'GET',
    path: '/app/captchaImage',
    access: 'public',
    answer: 'data',
    response: captchaSchema,
    summary: 'A new image captcha (2 minutes, single use)',
    description: "With CAPTCHA_ENABLED=false: {captchaEnabled: false, uuid: '', img: ''} and sendCode needs none.",
  },
  validateCaptcha: {
    method: 'GET',
    path: '/app/validateCaptcha',
    access: 'public',
    answer: 'data',
    query: captchaAnswerSchema,
    response: captchaValidSchema,
    summary: 'Check a captcha answer (case-insensitive) without using it up; a wrong answer deletes it',
  },
  checkPhone: {
    method: 'GET',
    path: '/app/checkPhone',
    access: 'public',
    answer: 'data',
    query: phoneQuerySchema,
    response: phoneRegisteredSchema,
    summary: 'Whether a phone is registered',
  },
  sendCodeByQuery: {
    method: 'GET',
    path: '/app/sendCode',
    access: 'optional',
    answer: 'data',
    query: sendCodeSchema,
    response: codeSentSchema,
    summary: SEND_CODE + QUERY_FORM,
  },
  sendCode: {
    method: 'POST',
    path: '/app/sendCode',
    access: 'optional',
    answer: 'data',
    body: sendCodeSchema,
    response: codeSentSchema,
    summary: SEND_CODE,
  },
  codeStatus: {
    method: 'GET',
    path: '/app/getCodeStatus',
    access: 'public',
    answer: 'data',
    query: phoneQuerySchema,
    response: codeStatusSchema,
    summary: 'Whether a usable code was sent to a phone, and when the next may be sent',
  },
  register: {
    method: 'POST',
    path: '/app/register',
    access: 'public',
    answer: 'data',
    body: registerSchema,
    response: loginAnswerSchema,
    summary: 'Register with a register-scene code (the password is optional); answers a login',
  },
  loginByCodeByQuery: {
    method: 'GET',
    path: '/app/loginByCode',
    access: 'public',
    answer: 'data',
    query: loginByCodeQuerySchema,
    response: loginAnswerSchema,
    summary:
      'Log in with a login-scene code (query form: registered phones only, a new one is refused with auth.termsRequired)',
  },
  loginByCode: {
    method: 'POST',
    path: '/app/loginByCode',
    access: 'public',
    answer: 'data',
    body: loginByCodeSchema,
    response: loginAnswerSchema,
    summary: LOGIN_BY_CODE,
  },
  loginByPwdByQuery: {
    method: 'GET',
    path: '/app/loginByPwd',
    access: 'public',
    answer: 'data',
    query: loginByPwdSchema,
    response: loginAnswerSchema,
    summary: LOGIN_BY_PWD + QUERY_FORM,
  },
  loginByPwd: {
    method: 'POST',
    path: '/app/loginByPwd',
    access: 'public',
    answer: 'data',
    body: loginByPwdSchema,
    response: loginAnswerSchema,
    summary: LOGIN_BY_PWD,
  },
  findPwdByQuery: {
    method: 'GET',
    path: '/app/findPwd',
    access: 'public',
    answer: 'done',
    query: findPwdSchema,
    summary: FIND_PWD + QUERY_FORM,
  },
  findPwd: {
    method: 'POST',
    path: '/app/findPwd',
    access: 'public',
    answer: 'done',
    body: findPwdSchema,
    summary: FIND_PWD,
  },
  changePhone: {
    method: 'POST',
    path: '/app/updateUserByPhone',
    access: 'optional',
    answer: 'data',
    body: changePhoneSchema,
    response: loginAnswerSchema,
    summary: "Bind or change the caller's phone with a changePhone-scene code sent to the new phone",
    description:
      "No login needed: the caller is the bearer token's account, or the phone-less account named by " +
      "`bindTicket` (from its needPhone login). Answers a login: the caller's own token for a plain change; " +
      'when a phone-less WeChat / Alipay account ' +
      "binds a phone that is already registered, the WeChat / Alipay id moves to that account, the caller's " +
      'sessions end, and the answer is a new token for that account.',
  },
  logout: {
    method: 'POST',
    path: '/app/logout',
    access: 'optional',
    answer: 'done',
    summary: 'End the session of the bearer token (always succeeds, also without a valid token)',
  },
  loginByWeChat: {
    method: 'POST',
    path: '/app/loginByWeChat',
    access: 'public',
    answer: 'data',
    body: weChatLoginSchema,
    response: loginAnswerSchema,
    summary: 'Log in with the code of wx.login; a new WeChat user gets an account with needPhone: true',
  },
  loginByWeChatPhone: {
    method: 'POST',
    path: '/app/loginByWeChatPhone',
    access: 'public',
    answer: 'data',
    body: weChatPhoneLoginSchema,
    response: loginAnswerSchema,
    summary: 'One-tap login with the phone of a getPhoneNumber button; a new phone gets an account (acceptTerms)',
    description:
      'WeChat vouches for the phone (getuserphonenumber), so no captcha and no SMS code: a registered phone logs ' +
      'in, a new one gets an account when acceptTerms is true (else auth.termsRequired), and the openid of ' +
      'loginCode is bound to the account when no other account holds it. A refusal of WeChat answers ' +
      'auth.wechatPhoneFailed: the app falls back to code login.',
  },
  bindWeChat: {
    method: 'POST',
    path: '/app/bindWeChat',
    access: 'user',
    answer: 'data',
    body: weChatBindSchema,
    response: z.object({ wechatBound: z.boolean().describe('the caller now has an openid of this mini-program') }),
    summary: 'Binds the openid of a wx.login code to the caller, so WeChat subscription messages can reach them',
    description:
      'For an account logged in by phone or code on the weapp. Refused when another account holds the openid ' +
      '(subscriptions.boundElsewhere); an account that already has an openid answers wechatBound: true unchanged.',
  },
  loginByAlipay: {
    method: 'POST',
    path: '/app/loginByAlipay',
    access: 'public',
    answer: 'data',
    body: alipayLoginSchema,
    response: loginAnswerSchema,
    summary: 'Log in with the auth code of my.getAuthCode; a new Alipay user gets an account with needPhone: true',
  },
  consents: {
    method: 'GET',
    path: '/user/consents',
    access: 'user',
    answer: 'data',
    response: consentStatusSchema,
    summary: 'The agreement versions in force, those the caller accepted, and whether to ask again',
  },
  acceptConsents: {
    method: 'POST',
    path: '/user/consents',
    access: 'user',
    answer: 'data',
    body: acceptConsentsSchema,
    response: consentStatusSchema,
    summary: 'Accept the agreement versions in force (refused with auth.termsChanged for others)',
  },
}));
