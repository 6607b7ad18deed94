/** Leaving and a copy of one's data: what the user asked the assistant and what it answered. */
import type { Db } from '../../db/connect';
import { createAssistantPrivacyRepository } from './privacy.repository';

export function createAssistantPrivacy({ db }: { db: Db }) {
  const repo = createAssistantPrivacyRepository(db);
  return {
    exportOf: async (userId: number) => ({ assistant: await repo.messages(userId) }),
    forgetUser: (userId: number): Promise<void> => repo.forget(userId),
  };
}

export type AssistantPrivacy = ReturnType<typeof createAssistantPrivacy>;
