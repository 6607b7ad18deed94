import Taro from '@tarojs/taro';

/**
 * Client storage (spec section 3). Every item is stored as `{ value, expiresAt }`; expiresAt 0 means
 * never (the spec's default cache expiry). An expired item reads as absent, so an expired token counts
 * as logged out everywhere without extra checks.
 */
export const STORAGE_KEYS = {
  loginStatus: 'LOGIN_STATUS_TOKEN',
  authorization: 'Authorization',
  userInfo: 'USERINFO',
  sessionId: 'SESSION_ID',
  rid: 'RID',
  chatData: 'CHAT_DATA',
  /** The latest messages of recently opened conversations (features/chat/conversation-cache.ts). */
  conversations: 'CONVERSATIONS',
  menuList: 'MENU_LIST',
  locale: 'LOCALE',
  sharedPage: 'SHARED_PAGE',
  loginRedirect: 'LOGIN_REDIRECT',
  /** A phone-less WeChat login's binding ticket (app/updateUserByPhone), kept until the phone is bound. */
  bindTicket: 'BIND_TICKET',
  /** The job category and industry trees (services/taxonomy.ts), kept a week. */
  categories: 'TAXONOMY_CATEGORIES',
  industries: 'TAXONOMY_INDUSTRIES',
  /** The job expectation the home's 推荐 was last shown for (its id), so the home opens on it again. */
  homeExpectation: 'HOME_EXPECTATION',
  /** The account (its id) that left onboarding waiting for a join request's answer (services/onboarding-resume.ts). */
  onboardingJoinWaiting: 'ONBOARDING_JOIN_WAITING',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

interface Stored<T> {
  value: T;
  /** epoch milliseconds; 0 = never expires */
  expiresAt: number;
}

function isStored(raw: unknown): raw is Stored<unknown> {
  return typeof raw === 'object' && raw !== null && 'value' in raw && 'expiresAt' in raw;
}

export function setItem<T>(key: StorageKey, value: T, expiresAt = 0): void {
  const item: Stored<T> = { value, expiresAt };
  Taro.setStorageSync(key, item);
}

export function getItem<T>(key: StorageKey, now: number = Date.now()): T | undefined {
  let raw: unknown;
  try {
    raw = Taro.getStorageSync(key);
  } catch {
    return undefined;
  }
  if (!isStored(raw)) return undefined;
  if (raw.expiresAt !== 0 && raw.expiresAt <= now) {
    removeItem(key);
    return undefined;
  }
  return raw.value as T;
}

export function removeItem(key: StorageKey): void {
  try {
    Taro.removeStorageSync(key);
  } catch {
    // storage unavailable (private mode): nothing to remove
  }
}
