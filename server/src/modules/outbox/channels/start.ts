/**
 * The outbox's channels on this instance: the socket (the realtime plugin's fan-out), SMS (the configured
 * sender) and WeChat subscription messages (off without WECHAT_TEMPLATES). The composition root calls it
 * once the socket exists; a module does not import plugins, so the socket is handed in as functions.
 */
import type { ServerFrame } from '@common/realtime';
import type { SmsSender } from '../../../adapters/sms';
import type { AccessTokens } from '../../../adapters/wechat';
import type { Clock } from '../../../core/clock';
import type { AppConfig } from '../../../core/config';
import type { FastifyBaseLogger } from 'fastify';
import type { PreferencesService } from '../../preferences/preferences.service';
import type { SubscriptionsService } from '../../subscriptions/subscriptions.service';
import type { OutboxService } from '../outbox.service';
import { createSmsChannel } from './sms';
import { createSocketChannel } from './socket';
import { createWechatChannel } from './wechat';

export interface ChannelDeps {
  socket: {
    send(userIds: number[], frame: ServerFrame): Promise<void>;
    isOnline(userId: number): Promise<boolean>;
  };
  smsSender: SmsSender;
  config: AppConfig;
  clock: Clock;
  log: FastifyBaseLogger;
  reachOf(userId: number): Promise<{ phone: string | null; wechatOpenid: string | null; language: string } | null>;
  preferences: PreferencesService;
  subscriptions: SubscriptionsService;
  wechatTokens?: AccessTokens;
}

export function startChannels(outbox: OutboxService, deps: ChannelDeps): void {
  const { socket, smsSender, config, clock, log, reachOf, preferences, subscriptions, wechatTokens } = deps;
  outbox.use(createSocketChannel((userIds, frame) => socket.send(userIds, frame)));
  outbox.use(createSmsChannel({ sender: smsSender, sms: config.sms, reachOf, preferences, clock }));
  outbox.use(
    createWechatChannel({
      config,
      tokens: wechatTokens,
      reachOf,
      credits: subscriptions,
      isOnline: (userId) => socket.isOnline(userId),
      clock,
      log,
    }),
  );
}
