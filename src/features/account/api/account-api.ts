import type { IdentitySwitched } from '@common/account';
import type { Identity } from '@common/constants';
import { switchIdentity } from '@/lib/refusal-remedy';
import { request, api } from '@/lib/request';
import type { UserInfo } from '@/lib/session';

export type { Identity };

/** What switching answers, with the server's message to show. */
export type IdentityAnswer = IdentitySwitched & { msg: string };

export const accountApi = {
  userInfos: () => api.get<UserInfo>('user/userInfos'),
  updateProfile: (body: { nickname?: string; avatar?: string | null; language?: string }) =>
    api.put<UserInfo>('user/profile', body),
  updatePassword: (body: { oldPassword: string; password: string; confirmPassword: string }) =>
    request<unknown>({ url: 'user/password', method: 'POST', data: body }),
  changePhone: (body: { phone: string; code: string }) =>
    request<unknown>({ url: 'app/updateUserByPhone', method: 'POST', data: body }),
  /** Also updates the stored user info (lib/refusal-remedy owns the call: gates and refusals switch too). */
  switchIdentity: (identity: Identity): Promise<IdentityAnswer> => switchIdentity(identity),
};
