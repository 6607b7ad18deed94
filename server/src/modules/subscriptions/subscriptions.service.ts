/**
 * WeChat subscription credits (common/subscriptions.ts): which templates the app asks for at each moment,
 * what the user accepted (one message per acceptance, capped), and what the WeChat channel of the outbox
 * uses (modules/outbox/channels/wechat.ts): a user's credits, using one, and when a conversation was last
 * told. Templates come from WECHAT_TEMPLATES; without them every moment asks for nothing.
 */
import { SUBSCRIPTIONS_MSG } from '@common/messages.server';
import {
  MOMENT_KINDS,
  SUBSCRIBE_CREDIT_CAP,
  SUBSCRIBE_MAX_PER_REQUEST,
  SUBSCRIBE_MOMENTS,
  type SubscribeMoments,
  type SubscriptionCredits,
  type SubscriptionsBody,
} from '@common/subscriptions';
import type { Clock } from '../../core/clock';
import type { WechatTemplates } from '../../core/config';
import type { Db } from '../../db/connect';
import { toIso } from '../../db/time';
import type { Identity } from '../../db/types';
import { refuse } from '../../http/errors';
import { createSubscriptionsRepository } from './subscriptions.repository';

export interface SubscriptionsServiceDeps {
  db: Db;
  clock: Clock;
  /** WECHAT_TEMPLATES (config.wechatTemplates); absent: WeChat subscription messages are off. */
  templates?: WechatTemplates;
}

export function createSubscriptionsService({ db, clock, templates }: SubscriptionsServiceDeps) {
  const repo = createSubscriptionsRepository(db);
  const now = () => toIso(clock.now());
  const configured = new Set(Object.values(templates ?? {}).map((template) => template.id));

  return {
    /** The template ids to ask for at each moment, for the caller's identity (none chosen yet: a seeker's). */
    moments(identity: Identity | null): SubscribeMoments {
      const moments = Object.fromEntries(
        SUBSCRIBE_MOMENTS.map((moment) => {
          const ids = MOMENT_KINDS[moment][identity ?? 'seeker'].flatMap((kind) => templates?.[kind]?.id ?? []);
          return [moment, [...new Set(ids)].slice(0, SUBSCRIBE_MAX_PER_REQUEST)];
        }),
      ) as SubscribeMoments['moments'];
      return { enabled: configured.size > 0, moments };
    },

    /** One credit for each accepted template (a refusal changes nothing: earlier credits stay). */
    async save(userId: number, body: SubscriptionsBody): Promise<SubscriptionCredits> {
      const unknown = [...body.accepted, ...(body.rejected ?? [])].find((id) => !configured.has(id));
      if (unknown !== undefined) throw refuse(SUBSCRIPTIONS_MSG.unknownTemplate, { templateId: unknown });
      const accepted = [...new Set(body.accepted)];
      await repo.addCredits(userId, accepted, SUBSCRIBE_CREDIT_CAP, now());
      const credits = await repo.credits(userId, accepted);
      return { credits: accepted.map((templateId) => ({ templateId, credits: credits.get(templateId) ?? 0 })) };
    },

    /** The credits a user holds for one template. */
    async creditsOf(userId: number, templateId: string): Promise<number> {
      return (await repo.credits(userId, [templateId])).get(templateId) ?? 0;
    },

    /** Uses one credit of the template (WeChat took the message, or said none was left); false: none was left. */
    consume(userId: number, templateId: string): Promise<boolean> {
      return repo.consume(userId, templateId, now());
    },

    /** When the user was last told of this conversation by WeChat (ISO 8601), if ever. */
    lastChatNotice(userId: number, conversationId: number): Promise<string | undefined> {
      return repo.lastChatNotice(userId, conversationId);
    },

    recordChatNotice(userId: number, conversationId: number): Promise<void> {
      return repo.recordChatNotice(userId, conversationId, now());
    },
  };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
