import type { AccountInfo } from '@common/account';
import { create } from 'zustand';
import { getItem, removeItem, setItem, STORAGE_KEYS } from './storage';

/** The caller as `user/userInfos` answers it, stored with the token (spec section 3, USERINFO). */
export type UserInfo = AccountInfo & { token?: string };

export interface LoginResult {
  token: string;
  /** ISO 8601 time the token stops working */
  expiresAt: string;
  user?: UserInfo;
}

interface SessionState {
  isLogin: boolean;
  token: string | undefined;
  userInfo: UserInfo | undefined;
  login: (result: LoginResult) => void;
  setUserInfo: (user: UserInfo) => void;
  logout: () => void;
  /** Re-reads storage (an expired token turns into logged out). */
  refresh: () => void;
}

/** The stored bearer token, or undefined when absent or expired. */
export function readToken(now: number = Date.now()): string | undefined {
  return getItem<string>(STORAGE_KEYS.authorization, now) ?? getItem<string>(STORAGE_KEYS.loginStatus, now);
}

/**
 * RID (spec section 3: the recruiter id) follows the stored user: a recruiter's account id while the
 * account acts as a recruiter, nothing otherwise (a seeker, after switching back, after logout).
 */
function storeRid(user: UserInfo | undefined, expiresAt = 0): void {
  if (user?.identity === 'recruiter') setItem(STORAGE_KEYS.rid, user.id, expiresAt);
  else removeItem(STORAGE_KEYS.rid);
}

/** The stored recruiter id (RID), or undefined when the user is not logged in as a recruiter. */
export function readRid(now: number = Date.now()): number | undefined {
  return getItem<number>(STORAGE_KEYS.rid, now);
}

function readState() {
  const token = readToken();
  return {
    token,
    isLogin: Boolean(token),
    userInfo: token ? getItem<UserInfo>(STORAGE_KEYS.userInfo) : undefined,
  };
}

/** One session store for the whole app (architecture: zustand, one session store). */
export const useSession = create<SessionState>((set) => ({
  ...readState(),
  login: ({ token, expiresAt, user }) => {
    const expiry = Date.parse(expiresAt);
    // Spec section 4: the token is stored with its expiry under the login-status and authorization keys.
    setItem(STORAGE_KEYS.loginStatus, token, expiry);
    setItem(STORAGE_KEYS.authorization, token, expiry);
    if (user) setItem(STORAGE_KEYS.userInfo, { ...user, token }, expiry);
    storeRid(user, expiry);
    set({ token, isLogin: true, userInfo: user });
  },
  setUserInfo: (user) => {
    const token = readToken();
    setItem(STORAGE_KEYS.userInfo, { ...user, token });
    // An identity switch arrives here with the new identity: RID is written or cleared with it.
    storeRid(user);
    set({ userInfo: user });
  },
  logout: () => {
    // Logging out clears login status and empties user info (spec section 4).
    removeItem(STORAGE_KEYS.loginStatus);
    removeItem(STORAGE_KEYS.authorization);
    removeItem(STORAGE_KEYS.userInfo);
    removeItem(STORAGE_KEYS.rid);
    // Conversations are the account's own: another account may log in on this phone.
    removeItem(STORAGE_KEYS.conversations);
    set({ token: undefined, isLogin: false, userInfo: undefined });
  },
  refresh: () => set(readState()),
}));
