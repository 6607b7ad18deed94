/**
 * Leaving: a deleted user's deliveries go; in the deliveries still due to others (an SMS held for quiet
 * hours, a dead letter kept to be looked at) the user's name becomes 已注销用户, as in notifications and chat.
 * Delivered rows keep no payload, so there is nothing else to rewrite.
 */
import { t } from '@common/messages';
import { PRIVACY_MSG } from '@common/messages.privacy';
import type { Db } from '../../db/connect';
import { createOutboxPrivacyRepository } from './privacy.repository';

/** `value` with every string equal to one of `names` replaced, at any depth. */
function withoutNames(value: unknown, names: Set<string>, replacement: string): unknown {
  if (typeof value === 'string') return names.has(value) ? replacement : value;
  if (Array.isArray(value)) return value.map((item) => withoutNames(item, names, replacement));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutNames(v, names, replacement)]));
  }
  return value;
}

export function createOutboxPrivacy({ db }: { db: Db }) {
  const repo = createOutboxPrivacyRepository(db);
  return {
    async forgetUser(userId: number, names: string[]): Promise<void> {
      await repo.forget(userId);
      const wanted = new Set(names.filter(Boolean));
      const replacement = t('zh-Hans', PRIVACY_MSG.deletedUser);
      for (const name of wanted) {
        for (const row of await repo.holding(
          JSON.stringify(name)
            .slice(1, -1)
            .replace(/[%_\\]/g, '_'),
        )) {
          const payload = JSON.parse(row.payload) as unknown;
          const cleaned = JSON.stringify(withoutNames(payload, wanted, replacement));
          if (cleaned !== row.payload) await repo.setPayload(row.id, cleaned);
        }
      }
    },
  };
}
