import type { Kysely, Migration } from 'kysely';
import type { DbDialect } from '../connect';
import { userRef, withId } from './helpers';

/**
 * WeChat subscription messages (modules/subscriptions):
 * - `wechat_subscriptions`: how many one-time subscriptions (credits) a user holds per template. Each template
 *   a user accepts in wx.requestSubscribeMessage is one message WeChat lets us send; a send WeChat accepted (or
 *   answered 43101, none left) uses one. Unique (user_id, template_id).
 * - `wechat_chat_notices`: when a user was last told of a conversation by WeChat, so a busy conversation sends
 *   at most one message an hour. Unique (user_id, conversation_id); no foreign key to the chat's tables (that
 *   module owns them); a user's rows go with the user.
 */
export function wechatSubscriptionsMigration(dialect: DbDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('wechat_subscriptions'), dialect)
        .addColumn('user_id', 'integer', (c) => userRef(c))
        .addColumn('template_id', 'text', (c) => c.notNull())
        .addColumn('credits', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('wechat_subscriptions_user_template', ['user_id', 'template_id'])
        .execute();
      await withId(db.schema.createTable('wechat_chat_notices'), dialect)
        .addColumn('user_id', 'integer', (c) => userRef(c))
        .addColumn('conversation_id', 'integer', (c) => c.notNull())
        .addColumn('sent_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('wechat_chat_notices_user_conversation', ['user_id', 'conversation_id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('wechat_chat_notices').execute();
      await db.schema.dropTable('wechat_subscriptions').execute();
    },
  };
}
