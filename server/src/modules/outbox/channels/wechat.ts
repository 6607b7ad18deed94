/**
 * The outbox's WeChat channel: one subscription message (订阅消息) per outbox row, to the user's openid, with
 * the template WECHAT_TEMPLATES names for the row's kind. WeChat lets us send one message per acceptance of a
 * one-time template (field facts A3), so the channel sends only on a credit and uses it when WeChat took the
 * message, or said none was left (43101). A chat message goes out at most once per conversation an hour and
 * never while the user has the app open (the socket tells them). The dispatcher has already checked the
 * user's preferences.
 *
 * Answers: no template, no openid, no credit, online, one this hour -> skipped; 43101 -> skipped 'refused';
 * 47003 or another lasting refusal (bad openid, template or page) -> dead with WeChat's errmsg; a token still
 * refused after its refresh, WeChat busy or rate-limited, a network failure or an HTTP error -> retry.
 */
import { CHAT_WECHAT_INTERVAL_MS, WECHAT_KINDS, type DeliveryKind } from '@common/delivery';
import type { FastifyBaseLogger } from 'fastify';
import { createAccessTokens, sendSubscribeMessage, type AccessTokens } from '../../../adapters/wechat';
import type { Clock } from '../../../core/clock';
import type { AppConfig } from '../../../core/config';
import type { SubscriptionsService } from '../../subscriptions/subscriptions.service';
import type { Channel, ChannelAnswer, OutboxItem } from '../channel';
import { messagePage, templateData } from './wechat-fields';

export interface WechatChannelDeps {
  /** WECHAT_APPID / WECHAT_SECRET / WECHAT_API_BASE, WECHAT_TEMPLATES and WECHAT_MINIPROGRAM_STATE. */
  config: Pick<AppConfig, 'wechat' | 'wechatTemplates' | 'wechatMiniprogramState'>;
  /**
   * The instance's WeChat access tokens (adapters/wechat.ts createAccessTokens), shared with the phone login
   * when the caller has them; built from `config.wechat` otherwise.
   */
  tokens?: AccessTokens;
  /** The account service's reachOf: the user's openid (null: none, or no such user). */
  reachOf: (userId: number) => Promise<{ wechatOpenid: string | null; language: string } | null>;
  /** The subscriptions service: credits per template, and when a conversation was last told. */
  credits: Pick<SubscriptionsService, 'creditsOf' | 'consume' | 'lastChatNotice' | 'recordChatNotice'>;
  /** Whether the user has an open socket (the app in front): a chat message then needs no WeChat message. */
  isOnline: (userId: number) => boolean | Promise<boolean>;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

/** WeChat errcodes that pass: system busy, and the rate and quota limits. */
const PASSING = new Set([-1, 45009, 45011, 45047]);

export function createWechatChannel(deps: WechatChannelDeps): Channel {
  const { config, reachOf, credits, isOnline, clock, log } = deps;
  const wechat = config.wechat;
  const templates = wechat ? config.wechatTemplates : undefined;
  const tokens = deps.tokens ?? (wechat ? createAccessTokens(wechat, () => clock.now()) : undefined);
  if (!templates) {
    log.info(
      wechat
        ? 'WeChat subscription messages are off: WECHAT_TEMPLATES is not set'
        : 'WeChat subscription messages are off: WECHAT_APPID and WECHAT_SECRET are not set',
    );
  } else {
    const missing = WECHAT_KINDS.filter((kind) => !templates[kind]);
    log.info({ kinds: Object.keys(templates), missing }, 'WeChat subscription messages are on');
  }

  const skipped = (reason: string): ChannelAnswer => ({ result: 'skipped', reason });

  return {
    name: 'wechat',

    enabled(kind: DeliveryKind): boolean {
      return Boolean(wechat && templates?.[kind]);
    },

    async deliver(item: OutboxItem): Promise<ChannelAnswer> {
      if (item.kind === 'frame') return skipped('not a WeChat kind');
      const template = templates?.[item.kind];
      if (!wechat || !tokens || !template) return skipped('no template');
      const reach = await reachOf(item.userId);
      if (!reach?.wechatOpenid) return skipped('no openid');

      const conversationId = item.kind === 'chat_message' ? Number(item.payload.conversationId) : undefined;
      if (conversationId !== undefined) {
        if (await isOnline(item.userId)) return skipped('online');
        const last = await credits.lastChatNotice(item.userId, conversationId);
        if (last && clock.now() - Date.parse(last) < CHAT_WECHAT_INTERVAL_MS) return skipped('one this hour');
      }
      if ((await credits.creditsOf(item.userId, template.id)) < 1) return skipped('no credit');

      // A chat row carries no time of its own: the message's is the row's.
      const payload = conversationId === undefined ? item.payload : { sentAt: item.createdAt, ...item.payload };
      const filled = templateData(template, item.kind, payload);
      if ('error' in filled) return { result: 'dead', error: `template ${template.id}: ${filled.error}` };

      let answer;
      try {
        answer = await sendSubscribeMessage(wechat, tokens, {
          touser: reach.wechatOpenid,
          template_id: template.id,
          page: messagePage(template, item.kind, payload),
          data: filled.data,
          miniprogram_state: config.wechatMiniprogramState,
          lang: reach.language === 'en' ? 'en_US' : 'zh_CN',
        });
      } catch (error) {
        return { result: 'retry', error: error instanceof Error ? error.message : String(error) };
      }

      switch (answer.outcome) {
        case 'sent':
          await credits.consume(item.userId, template.id);
          if (conversationId !== undefined) await credits.recordChatNotice(item.userId, conversationId);
          return { result: 'sent' };
        case 'refused':
          // The user turned the template off, or WeChat counts no subscription left: ours is gone too.
          await credits.consume(item.userId, template.id);
          return skipped('refused');
        case 'badData':
          log.warn({ templateId: template.id, errmsg: answer.errmsg }, 'WeChat refused the data of a template');
          return { result: 'dead', error: `47003 ${answer.errmsg}` };
        case 'tokenRefused':
          return {
            result: 'retry',
            error: `access token refused after a refresh (${answer.errcode} ${answer.errmsg})`,
          };
        case 'other':
          return PASSING.has(answer.errcode)
            ? { result: 'retry', error: `${answer.errcode} ${answer.errmsg}` }
            : { result: 'dead', error: `${answer.errcode} ${answer.errmsg}` };
      }
    },
  };
}
