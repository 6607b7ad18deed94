/**
 * WeChat subscription messages (订阅消息, common/subscriptions.ts): the app asks for a moment's templates with
 * wx.requestSubscribeMessage and tells the server what the user accepted (each acceptance is one message
 * that can reach them while the app is closed). Weapp only: on H5 every call here does nothing.
 *
 * WeChat shows its panel only from a tap (base library 2.8.2+; after an `await` it fails), so
 * `askToSubscribe` must be called synchronously in the tap handler of the action it belongs to, with the
 * template ids already here: `preloadSubscriptions()` on the screens that ask fetches them once per login.
 * Never asked at launch. Every failure is silent: subscribing is a bonus, never in the user's way.
 *
 * And the openid: a phone or code login on the weapp leaves the account without one, so after it
 * `bindWeChatSilently` hands a wx.login code to app/bindWeChat.
 */
import Taro from '@tarojs/taro';
import type { SubscribeMoment, SubscribeMoments } from '@common/subscriptions';
import * as auth from '@/api/auth';
import * as subscriptions from '@/api/subscriptions';
import { call } from '@/lib/call';
import { readToken } from '@/lib/session';

/** The templates per moment of the current login (the token they were asked with). */
let cached: { token: string; moments?: SubscribeMoments['moments']; loading?: Promise<void> } | undefined;
/** Chat conversations asked about in this app session: once each is enough. */
const askedChats = new Set<number>();

/** Fetches the templates per moment once per login (weapp, logged in); silent. */
export function preloadSubscriptions(): Promise<void> {
  if (process.env.TARO_ENV !== 'weapp') return Promise.resolve();
  const token = readToken();
  if (!token) return Promise.resolve();
  if (cached?.token === token) return cached.loading ?? Promise.resolve();
  const entry: NonNullable<typeof cached> = { token };
  cached = entry;
  entry.loading = call(subscriptions.moments, undefined, { silent: true }).then(
    (answer) => {
      entry.moments = answer.enabled ? answer.moments : undefined;
      entry.loading = undefined;
    },
    () => {
      // Asked again next time.
      if (cached === entry) cached = undefined;
    },
  );
  return entry.loading;
}

/** Shows WeChat's panel for `tmplIds` and sends the answer to the server. */
function request(tmplIds: string[]): void {
  if (!tmplIds.length) return;
  // Taro's typings ask for Alipay's entityIds too; WeChat takes tmplIds and answers each id's choice.
  const ask = Taro.requestSubscribeMessage as unknown as (option: {
    tmplIds: string[];
  }) => Promise<Record<string, unknown>>;
  void ask({ tmplIds })
    .then((answers) => {
      // accept, acceptWithAudio: accepted; reject, ban, filter: not.
      const accepted = tmplIds.filter((id) => String(answers[id] ?? '').startsWith('accept'));
      const rejected = tmplIds.filter((id) => !accepted.includes(id));
      return call(subscriptions.save, { accepted, rejected }, { silent: true });
    })
    .catch(() => undefined);
}

/**
 * Asks for the templates of `moment` (call it synchronously in the tap handler). `conversationId`: a chat's,
 * asked once per app session. Templates not fetched yet are fetched first (WeChat may then refuse outside
 * the tap: nothing is shown).
 */
export function askToSubscribe(moment: SubscribeMoment, conversationId?: number): void {
  if (process.env.TARO_ENV !== 'weapp' || !readToken()) return;
  if (conversationId !== undefined) {
    if (askedChats.has(conversationId)) return;
    askedChats.add(conversationId);
  }
  const token = readToken();
  const ready = () => (cached?.token === token ? cached?.moments : undefined);
  const moments = ready();
  if (moments) return request(moments[moment]);
  void preloadSubscriptions().then(() => {
    const loaded = ready();
    if (loaded) request(loaded[moment]);
  });
}

/** After a login on the weapp: binds the openid of a wx.login code when the account has none; silent. */
export function bindWeChatSilently(user: { wechatBound?: boolean } | undefined): void {
  if (process.env.TARO_ENV !== 'weapp' || !user || user.wechatBound) return;
  void Taro.login()
    .then(({ code }) => (code ? call(auth.bindWeChat, { code }, { silent: true }) : undefined))
    .catch(() => undefined);
}
