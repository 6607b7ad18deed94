/**
 * Leaving: a deleted user's notifications go; in a recruiter's notifications about them (a new applicant,
 * a signed contract) the seeker's name becomes 已注销用户, as in chat.
 */
import { t } from '@common/messages';
import { PRIVACY_MSG } from '@common/messages.privacy';
import type { Db } from '../../db/connect';
import { createNotificationsPrivacyRepository } from './privacy.repository';

export function createNotificationsPrivacy({ db }: { db: Db }) {
  const repo = createNotificationsPrivacyRepository(db);
  return {
    async forgetUser(userId: number, names: string[]): Promise<void> {
      await repo.forget(userId);
      for (const name of new Set(names.filter(Boolean))) {
        // The fragment as JSON writes it (LIKE's wildcards in a name match any character: checked below).
        const fragment = JSON.stringify({ seekerName: name }).slice(1, -1);
        for (const row of await repo.holding(fragment.replace(/[%_\\]/g, '_'))) {
          const params = JSON.parse(row.params) as Record<string, unknown>;
          if (params.seekerName !== name) continue;
          await repo.setParams(
            row.id,
            JSON.stringify({ ...params, seekerName: t('zh-Hans', PRIVACY_MSG.deletedUser) }),
          );
        }
      }
    },
  };
}

export type NotificationsPrivacy = ReturnType<typeof createNotificationsPrivacy>;
