/**
 * What a delivery channel is to the outbox (./README in docs/outbox.md): the dispatcher hands a channel one
 * row at a time, leased to this instance, and records what the channel answers. A channel never writes the
 * outbox itself; it may read its own module's tables (preferences, WeChat credits, SMS counts) through the
 * services it was built with.
 */
import type { DeliveryChannel, DeliveryKind } from '@common/delivery';

/** One row of the outbox as a channel sees it. */
export interface OutboxItem {
  id: number;
  /** The domain event it came from ('interview.invited', 'chat.message'...). */
  event: string;
  /** What it tells: a notification kind, or 'chat_message'; socket rows carry a frame type ('frame'). */
  kind: DeliveryKind | 'frame';
  /** The recipient (socket rows: 0, the recipients are in the payload). */
  userId: number;
  channel: DeliveryChannel;
  /**
   * Notification rows: `{ params, rid }` (common/notifications.ts NotificationParams, the row's rid).
   * chat_message rows: `{ conversationId, senderName, preview }`. socket rows: `{ userIds, frame }`.
   */
  payload: Record<string, unknown>;
  /** Attempts made before this one. */
  attempts: number;
  /** ISO 8601 of the commit that wrote it. */
  createdAt: string;
}

/** What a channel answers for one item. */
export type ChannelAnswer =
  /** Delivered: the provider accepted it. Never sent again. */
  | { result: 'sent' }
  /** Not for this channel after all (turned off, no credit, no openid, one already this hour...): never sent. */
  | { result: 'skipped'; reason: string }
  /** Not now: try again at `at` (ISO 8601; quiet hours) without counting an attempt. */
  | { result: 'held'; at: string; reason: string }
  /** A passing failure (network, token refreshed and still refused...): retried with back-off. */
  | { result: 'retry'; error: string }
  /** A failure that will not pass (bad data, 47003): dead letter with the reason. */
  | { result: 'dead'; error: string };

export interface Channel {
  readonly name: DeliveryChannel;
  /**
   * Whether the channel is configured at all (templates, provider). An unconfigured channel gets no rows:
   * the outbox does not write them (the channel logs once at start that it is off).
   */
  enabled(kind: DeliveryKind): boolean;
  deliver(item: OutboxItem): Promise<ChannelAnswer>;
}
