/**
 * Chat's pushes as outbox rows, written inside the transaction that stored the message, the change or the
 * read mark: a frame to both members' sockets (the sender's other devices too), and for a new message
 * from a member, a WeChat row for the other member (the WeChat channel sends it only while they have no
 * open socket and at most once per conversation in CHAT_WECHAT_INTERVAL_MS; common/delivery.ts).
 */
import type { ChatMessage } from '@common/chat';
import { t } from '@common/messages';
import { RESUME_FILES_MSG } from '@common/messages.resume-files';
import type { AppEventBus } from '../../core/events';
import type { OutboxService } from './outbox.service';

/** What a WeChat message about a chat message may show: never the text of a picture, a card's name. */
function previewOf(message: ChatMessage): string {
  // An attachment resume asked for or sent says so (the file's name stays in the app).
  if (message.kind === 'resume_file_request') return t('zh-Hans', RESUME_FILES_MSG.chat.request);
  if (message.kind === 'resume_file') return t('zh-Hans', RESUME_FILES_MSG.chat.file, { name: '' }).trim();
  return message.kind === 'text' ? message.text : '';
}

/** The key prefix of a conversation's WeChat rows for a user (the hourly rule looks them up by it). */
export const chatWechatKeyPrefix = (conversationId: number, userId: number) => `chat:${conversationId}:${userId}:`;

export function subscribeChatDeliveries(events: AppEventBus, outbox: OutboxService): void {
  events.within('chat.message', ({ message, memberUserIds, conversation }, context) => {
    const recipients = message.senderId === null ? [] : memberUserIds.filter((id) => id !== message.senderId);
    return outbox.enqueue(context, 'chat.message', [
      {
        kind: 'frame',
        userId: 0,
        channel: 'socket',
        payload: { userIds: memberUserIds, frame: { type: 'message', message } },
        dedupeKey: `${context.eventId}:socket:message`,
      },
      ...recipients.map((userId) => ({
        kind: 'chat_message' as const,
        userId,
        channel: 'wechat' as const,
        payload: {
          conversationId: message.conversationId,
          positionTitle: conversation?.positionTitle ?? '',
          companyName: conversation?.companyName ?? '',
          preview: previewOf(message),
        },
        dedupeKey: `${chatWechatKeyPrefix(message.conversationId, userId)}${context.eventId}`,
      })),
    ]);
  });
  events.within('chat.updated', ({ message, memberUserIds }, context) =>
    outbox.enqueue(context, 'chat.updated', [
      {
        kind: 'frame',
        userId: 0,
        channel: 'socket',
        payload: { userIds: memberUserIds, frame: { type: 'updated', message } },
        dedupeKey: `${context.eventId}:socket:updated`,
      },
    ]),
  );
  events.within('chat.read', ({ memberUserIds, conversationId, userId, seq }, context) =>
    outbox.enqueue(context, 'chat.read', [
      {
        kind: 'frame',
        userId: 0,
        channel: 'socket',
        payload: { userIds: memberUserIds, frame: { type: 'read', conversationId, userId, seq } },
        dedupeKey: `${context.eventId}:socket:read`,
      },
    ]),
  );
}
