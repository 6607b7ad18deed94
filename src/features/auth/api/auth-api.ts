/**
 * Account calls of spec section 7 (no-auth calls flagged). Passwords and codes travel in POST bodies;
 * the server also accepts the spec's GET query form for older clients.
 */
import type { Captcha, CodeStatus, LoginAnswer, SmsScene } from '@common/auth';
import { request, api } from '@/lib/request';

export type { Captcha, CodeStatus, LoginAnswer, SmsScene };

const open = { noAuth: true } as const;

export const authApi = {
  captchaImage: () => api.get<Captcha>('app/captchaImage', undefined, open),
  checkPhone: (phone: string) => api.get<{ registered: boolean }>('app/checkPhone', { phone }, open),
  sendCode: (body: { phone: string; scene: SmsScene; uuid?: string; captcha?: string; bindTicket?: string }) =>
    request<unknown>({ url: 'app/sendCode', method: 'POST', data: body, noAuth: true }),
  codeStatus: (phone: string) => api.get<CodeStatus>('app/getCodeStatus', { phone }, open),
  register: (body: { phone: string; code: string; password: string; confirmPassword: string }) =>
    api.post<LoginAnswer>('app/register', body, open),
  loginByCode: (body: { phone: string; code: string }) => api.post<LoginAnswer>('app/loginByCode', body, open),
  loginByPwd: (body: { phone: string; password: string }) => api.post<LoginAnswer>('app/loginByPwd', body, open),
  loginByWeChat: (code: string) => api.post<LoginAnswer>('app/loginByWeChat', { code }, open),
  findPwd: (body: { phone: string; code: string; password: string; confirmPassword: string }) =>
    request<unknown>({ url: 'app/findPwd', method: 'POST', data: body, noAuth: true }),
  /** No login needed: the bearer token when there is one, else the binding ticket (spec: a no-auth call). */
  changePhone: (body: { phone: string; code: string; bindTicket?: string }) =>
    api.post<LoginAnswer>('app/updateUserByPhone', body, { optionalAuth: true }),
  logout: () => request<unknown>({ url: 'app/logout', method: 'POST' }),
};
